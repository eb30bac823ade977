struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_cube<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_3d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e24 = consts[(constant_index + 29u)];
    let _e25 = bitcast<vec4<f32>>(_e24);
    let _e28 = textureSampleBias(t0_, s0_, in0_.xyz, _e25.xxxx.x);
    let _e32 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e28, vec4<bool>(true, true, true, false)), _e28, vec4<bool>(false, false, false, true));
    let _e37 = textureSampleBias(t1_, s1_, in1_.xyz, _e25.yyyy.x);
    let _e40 = select(select(_e32, (_e37 + saturate(_e32)), vec4<bool>(true, true, true, false)), _e37, vec4<bool>(false, false, false, true));
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in2_.w)), vec4<bool>(true, false, false, false));
    let _e54 = textureSampleBias(t2_, s2_, select(_e47, (in2_ * _e47.xxxx), vec4<bool>(true, true, true, false)).xy, _e25.zzzz.x);
    let _e55 = select(_e54, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    return Output(saturate(select(select(_e40, (_e55 * saturate(_e40)), vec4<bool>(true, true, true, false)), _e55, vec4<bool>(false, false, false, true))));
}
