struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e14 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.3f, 0.59f, 0.11f, 0f), (vec4<f32>(0.3f, 0.59f, 0.11f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e16 = select(vec4<f32>(1f, 1f, 1f, 1f), _e14, (_e14 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e20 = consts[(constant_index + 1u)];
    let _e21 = bitcast<vec4<f32>>(_e20);
    let _e23 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e21, (_e21 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e27 = textureSample(t0_, s0_, in0_.xy);
    let _e29 = textureSample(t1_, s1_, in1_.xy);
    let _e34 = select((_e27 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f))));
    return Output(select(_e29, _e27, ((vec4((((_e34.x + _e34.y) + _e34.z) + _e34.w)) + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e23, (_e23 < vec4<f32>(1f, 1f, 1f, 1f))))) >= vec4<f32>(0f, 0f, 0f, 0f))));
}
