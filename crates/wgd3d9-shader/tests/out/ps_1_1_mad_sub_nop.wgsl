struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e14 = consts[(constant_index + 0u)];
    let _e15 = bitcast<vec4<f32>>(_e14);
    let _e17 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e15, (_e15 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e19 = select(vec4<f32>(1f, 1f, 1f, 1f), _e17, (_e17 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e23 = consts[(constant_index + 1u)];
    let _e24 = bitcast<vec4<f32>>(_e23);
    let _e26 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e24, (_e24 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e32 = consts[(constant_index + 2u)];
    let _e33 = bitcast<vec4<f32>>(_e32);
    let _e35 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e33, (_e33 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e39 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 1f), (vec4<f32>(1f, 0.5f, 0.25f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e43 = textureSample(t0_, s0_, in0_.xy);
    let _e51 = ((select((_e43 * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e26, (_e26 < vec4<f32>(1f, 1f, 1f, 1f)))) + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e39, (_e39 < vec4<f32>(1f, 1f, 1f, 1f)))));
    return Output((select((_e51 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e35, (_e35 < vec4<f32>(1f, 1f, 1f, 1f)))));
}
