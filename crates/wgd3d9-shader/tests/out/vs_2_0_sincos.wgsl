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
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = consts[(_e4 + 4u)];
    let _e17 = bitcast<vec4<f32>>(_e16);
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_.xxxx * _e17.xxxx), vec4<bool>(true, false, false, false));
    let _e25 = select(_e21, (_e21.xxxx + _e17.yyyy), vec4<bool>(true, false, false, false));
    let _e31 = select(_e25, ((_e25.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).wwww) + vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).yyyy), vec4<bool>(true, false, false, false));
    let _e34 = select(_e31, fract(_e31.xxxx), vec4<bool>(true, false, false, false));
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e34, ((_e34.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), sin(select(_e34, ((_e34.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e55 = select(in0_, ((_e48.yyyy * _e17.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e59 = consts[(_e4 + 0u)];
    let _e67 = consts[(_e4 + 1u)];
    let _e75 = consts[(_e4 + 2u)];
    let _e84 = consts[(_e4 + 3u)];
    let _e89 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e55, bitcast<vec4<f32>>(_e59))), vec4<bool>(true, false, false, false)), vec4(dot(_e55, bitcast<vec4<f32>>(_e67))), vec4<bool>(false, true, false, false)), vec4(dot(_e55, bitcast<vec4<f32>>(_e75))), vec4<bool>(false, false, true, false)), vec4(dot(_e55, bitcast<vec4<f32>>(_e84))), vec4<bool>(false, false, false, true));
    let _e96 = consts[(_e4 + 256u)];
    let _e101 = consts[(_e4 + 257u)];
    return Output(select(_e89, ((_e89 * bitcast<vec4<f32>>(_e101)) + (bitcast<vec4<f32>>(_e96) * _e89.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), saturate(_e48.xxxx));
}
