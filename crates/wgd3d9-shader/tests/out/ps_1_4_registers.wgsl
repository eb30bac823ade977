struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;
@group(1) @binding(10) 
var t5_: texture_2d<f32>;
@group(1) @binding(11) 
var s5_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e19 = consts[(constant_index + 6u)];
    let _e20 = bitcast<vec4<f32>>(_e19);
    let _e22 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e20, (_e20 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e24 = select(vec4<f32>(1f, 1f, 1f, 1f), _e22, (_e22 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e26 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 0.125f), (vec4<f32>(1f, 0.5f, 0.25f, 0.125f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e28 = select(vec4<f32>(1f, 1f, 1f, 1f), _e26, (_e26 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e30 = textureSample(t4_, s4_, in4_.xy);
    let _e32 = textureSample(t5_, s5_, in5_.xy);
    let _e45 = (select((_e32 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e32 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))) + select((_e30 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e30 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))));
    let _e47 = select(_e45, (_e45 + select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    return Output((select((_e47 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_));
}
