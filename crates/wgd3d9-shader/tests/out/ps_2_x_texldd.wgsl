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
    let _e9 = vec4<f32>(0.1f, 10f, 0f, 0f).yyyy;
    let _e16 = select(vec4<f32>(0.1f, 10f, 0f, 0f).zzzz, select((in0_ * _e9), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e9 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e18 = select(_e16, fract(_e16), vec4<bool>(true, true, false, false));
    let _e19 = vec4<f32>(0.1f, 10f, 0f, 0f).xxxx;
    let _e29 = dpdx(in0_);
    let _e31 = dpdy(in0_);
    let _e36 = textureSampleGrad(t0_, s0_, select(_e18, (select((_e18 * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((_e18 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))) + in0_), vec4<bool>(true, true, false, false)).xy, select(vec4<f32>(0.1f, 10f, 0f, 0f).zzzz, _e29, vec4<bool>(true, true, false, false)).xy, select(vec4<f32>(0.1f, 10f, 0f, 0f).zzzz, _e31, vec4<bool>(true, true, false, false)).xy);
    return Output(_e36);
}
