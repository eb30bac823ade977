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
fn main(@builtin(position) frag_coord: vec4<f32>) -> Output {
    let _e11 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e16 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), (_e11 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f)), vec4<bool>(true, true, false, false)).xy);
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e11 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).zzzz), vec4<bool>(true, true, false, false));
    let _e21 = select(_e19, fract(_e19), vec4<bool>(true, true, false, false));
    let _e26 = select(_e21, (_e21.xxxx + _e21.yyyy), vec4<bool>(true, false, false, false));
    return Output((_e16 + select(_e26, (_e26.xxxx * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).wwww), vec4<bool>(true, false, false, false)).xxxx));
}
