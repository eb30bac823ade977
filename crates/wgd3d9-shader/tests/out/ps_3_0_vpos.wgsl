struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>) -> Output {
    let _e8 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e13 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), (_e8 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f)), vec4<bool>(true, true, false, false)).xy);
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e8 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).zzzz), vec4<bool>(true, true, false, false));
    let _e18 = select(_e16, fract(_e16), vec4<bool>(true, true, false, false));
    let _e23 = select(_e18, (_e18.xxxx + _e18.yyyy), vec4<bool>(true, false, false, false));
    return Output((_e13 + select(_e23, (_e23.xxxx * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).wwww), vec4<bool>(true, false, false, false)).xxxx));
}
