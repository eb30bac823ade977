struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e16 = select(_e13, fract(_e13.xxxx), vec4<bool>(true, false, false, false));
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e16, ((_e16.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e16, ((_e16.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e43 = consts.c[4];
    let _e48 = select(in0_, ((_e29.yxxx * _e43.xxxx) + in0_), vec4<bool>(true, false, true, false));
    let _e50 = consts.c[0];
    let _e55 = consts.c[1];
    let _e60 = consts.c[2];
    let _e66 = consts.c[3];
    let _e70 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e48, _e50)), vec4<bool>(true, false, false, false)), vec4(dot(_e48, _e55)), vec4<bool>(false, true, false, false)), vec4(dot(_e48, _e60)), vec4<bool>(false, false, true, false)), vec4(dot(_e48, _e66)), vec4<bool>(false, false, false, true));
    let _e75 = consts.c[256];
    let _e77 = consts.c[257];
    return Output(select(_e70, ((_e70 * _e77) + (_e75 * _e70.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e29.y), sin(_e29.y), 0f, 0f), vec4<bool>(true, false, false, false)), vec4<f32>(cos(_e29.x), sin(_e29.x), 0f, 0f), vec4<bool>(false, true, false, false)), _e29.xyxy, vec4<bool>(false, false, true, true)));
}
