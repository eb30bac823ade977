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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e21 = consts[(constant_index + 29u)];
    let _e22 = bitcast<vec4<f32>>(_e21);
    let _e25 = textureSampleBias(t0_, s0_, in0_.xy, _e22.xxxx.x);
    let _e29 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in8_, vec4<bool>(true, true, true, false)), in8_, vec4<bool>(false, false, false, true));
    let _e30 = saturate(_e29);
    let _e34 = textureSampleBias(t1_, s1_, in1_.xy, _e22.yyyy.x);
    let _e36 = select(_e30, (_e30 * _e34), vec4<bool>(true, true, true, false));
    return Output(saturate(select(select(_e29, (_e36 + in9_), vec4<bool>(true, true, true, false)), _e36, vec4<bool>(false, false, false, true))));
}
