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
fn main(@location(24) @interpolate(flat) constant_index: u32, @builtin(position) frag_coord: vec4<f32>) -> Output {
    let _e9 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e14 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), (_e9 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f)), vec4<bool>(true, true, false, false)).xy);
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e9 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).zzzz), vec4<bool>(true, true, false, false));
    let _e19 = select(_e17, fract(_e17), vec4<bool>(true, true, false, false));
    let _e24 = select(_e19, (_e19.xxxx + _e19.yyyy), vec4<bool>(true, false, false, false));
    return Output((_e14 + select(_e24, (_e24.xxxx * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).wwww), vec4<bool>(true, false, false, false)).xxxx));
}
