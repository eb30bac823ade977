struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = consts[(_e4 + 4u)];
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_.xxxx * _e16.xxxx), vec4<bool>(true, false, false, false));
    let _e24 = select(_e20, (_e20.xxxx + _e16.yyyy), vec4<bool>(true, false, false, false));
    let _e30 = select(_e24, ((_e24.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).wwww) + vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).yyyy), vec4<bool>(true, false, false, false));
    let _e33 = select(_e30, fract(_e30.xxxx), vec4<bool>(true, false, false, false));
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e33, ((_e33.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), sin(select(_e33, ((_e33.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e54 = select(in0_, ((_e47.yyyy * _e16.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e58 = consts[(_e4 + 0u)];
    let _e65 = consts[(_e4 + 1u)];
    let _e72 = consts[(_e4 + 2u)];
    let _e80 = consts[(_e4 + 3u)];
    let _e84 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e54, _e58)), vec4<bool>(true, false, false, false)), vec4(dot(_e54, _e65)), vec4<bool>(false, true, false, false)), vec4(dot(_e54, _e72)), vec4<bool>(false, false, true, false)), vec4(dot(_e54, _e80)), vec4<bool>(false, false, false, true));
    let _e91 = consts[(_e4 + 256u)];
    let _e95 = consts[(_e4 + 257u)];
    return Output(select(_e84, ((_e84 * _e95) + (_e91 * _e84.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), saturate(_e47.xxxx));
}
