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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e19 = textureSample(t0_, s0_, (in0_.xy / vec2(in0_.w)));
    let _e20 = (in0_ + vec4<f32>(0.0009765625f, 0f, 0f, 0f));
    let _e25 = textureSample(t0_, s0_, (_e20.xy / vec2(_e20.w)));
    let _e26 = (in0_ + vec4<f32>(0f, 0.0009765625f, 0f, 0f));
    let _e31 = textureSample(t0_, s0_, (_e26.xy / vec2(_e26.w)));
    let _e32 = (in0_ + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f));
    let _e37 = textureSample(t0_, s0_, (_e32.xy / vec2(_e32.w)));
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in0_.w)), vec4<bool>(false, false, false, true));
    let _e44 = in0_.zzzz;
    let _e45 = _e43.wwww;
    let _e66 = select(vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).yyyy, vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).wwww, ((select(select(select(_e19, _e25.xxxx, vec4<bool>(false, true, false, false)), _e31.xxxx, vec4<bool>(false, false, true, false)), _e37.xxxx, vec4<bool>(false, false, false, true)) + -(select(_e43, select((_e44 * _e45), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e45 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, true, false)).zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e67 = vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).zzzz;
    let _e72 = select((_e66 * _e67), vec4<f32>(0f, 0f, 0f, 0f), ((_e66 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e67 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e84 = textureSample(t1_, s1_, in1_.xy);
    let _e89 = select((_e84 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e84 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e72.x + _e72.y) + _e72.z) + _e72.w)), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e89, select((_e89 * _e90), vec4<f32>(0f, 0f, 0f, 0f), ((_e89 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e90 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
