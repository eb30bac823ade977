struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e12 = consts.c[4];
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_.xxxx * _e12.xxxx), vec4<bool>(true, false, false, false));
    let _e20 = select(_e16, (_e16.xxxx + _e12.yyyy), vec4<bool>(true, false, false, false));
    let _e26 = select(_e20, ((_e20.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).wwww) + vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).yyyy), vec4<bool>(true, false, false, false));
    let _e29 = select(_e26, fract(_e26.xxxx), vec4<bool>(true, false, false, false));
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e29, ((_e29.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), sin(select(_e29, ((_e29.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e50 = select(in0_, ((_e43.yyyy * _e12.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e52 = consts.c[0];
    let _e57 = consts.c[1];
    let _e62 = consts.c[2];
    let _e68 = consts.c[3];
    let _e72 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e50, _e52)), vec4<bool>(true, false, false, false)), vec4(dot(_e50, _e57)), vec4<bool>(false, true, false, false)), vec4(dot(_e50, _e62)), vec4<bool>(false, false, true, false)), vec4(dot(_e50, _e68)), vec4<bool>(false, false, false, true));
    let _e77 = consts.c[256];
    let _e79 = consts.c[257];
    return Output(select(_e72, ((_e72 * _e79) + (_e77 * _e72.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), saturate(_e43.xxxx));
}
