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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e8 = vec4<f32>(4f, 0.5f, 2f, 1f).xxxx;
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), fract(select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e8), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e8 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, false, false));
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), abs(select(_e17, (_e17 + -(vec4<f32>(4f, 0.5f, 2f, 1f).yyyy)), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, false, false));
    let _e24 = vec4<f32>(4f, 0.5f, 2f, 1f).zzzz;
    let _e32 = textureSample(t0_, s0_, select(_e23, select((_e23 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false)).xy);
    return Output(_e32);
}
