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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e14 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = textureSample(t1_, s1_, in1_.xy);
    let _e17 = vec4<f32>(2f, 0.5f, 8f, 0f).zzzz;
    let _e26 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false)).xy);
    let _e33 = select(_e14, select((_e14 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e14 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e34 = vec4<f32>(2f, 0.5f, 8f, 0f).xxxx;
    let _e40 = select(_e33, select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e44 = select(_e26, (_e26 + -(vec4<f32>(2f, 0.5f, 8f, 0f).yyyy)), vec4<bool>(true, true, true, false));
    return Output(select(_e40, (select((_e44 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e40), vec4<bool>(true, true, true, false)));
}
