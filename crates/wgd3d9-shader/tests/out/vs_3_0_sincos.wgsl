struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e12 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e15 = select(_e12, fract(_e12.xxxx), vec4<bool>(true, false, false, false));
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e15, ((_e15.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).xxxx.x), sin(select(_e15, ((_e15.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e46 = consts.c[4];
    let _e51 = select(in0_, ((_e29.yxxx * _e46.xxxx) + in0_), vec4<bool>(true, false, true, false));
    let _e54 = consts.c[0];
    let _e60 = consts.c[1];
    let _e66 = consts.c[2];
    let _e73 = consts.c[3];
    let _e77 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e51, _e54)), vec4<bool>(true, false, false, false)), vec4(dot(_e51, _e60)), vec4<bool>(false, true, false, false)), vec4(dot(_e51, _e66)), vec4<bool>(false, false, true, false)), vec4(dot(_e51, _e73)), vec4<bool>(false, false, false, true));
    let _e83 = consts.c[256];
    let _e86 = consts.c[257];
    return Output(select(_e77, ((_e77 * _e86) + (_e83 * _e77.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e29.yyyy.x), sin(_e29.yyyy.x), 0f, 0f), vec4<bool>(true, false, false, false)), vec4<f32>(cos(_e29.xxxx.x), sin(_e29.xxxx.x), 0f, 0f), vec4<bool>(false, true, false, false)), _e29.xyxy, vec4<bool>(false, false, true, true)));
}
