struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e11 = vec4<f32>(0.1f, 10f, 0f, 0f).yyyy;
    let _e18 = select(vec4<f32>(0.1f, 10f, 0f, 0f).zzzz, select((in0_ * _e11), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e11 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e20 = select(_e18, fract(_e18), vec4<bool>(true, true, false, false));
    let _e21 = vec4<f32>(0.1f, 10f, 0f, 0f).xxxx;
    let _e31 = dpdx(in0_);
    let _e33 = dpdy(in0_);
    let _e38 = textureSampleGrad(t0_, s0_, select(_e20, (select((_e20 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e20 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))) + in0_), vec4<bool>(true, true, false, false)).xy, select(vec4<f32>(0.1f, 10f, 0f, 0f).zzzz, _e31, vec4<bool>(true, true, false, false)).xy, select(vec4<f32>(0.1f, 10f, 0f, 0f).zzzz, _e33, vec4<bool>(true, true, false, false)).xy);
    return Output(_e38);
}
