struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e8 = consts.c[0];
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e36 = consts.c[4];
    let _e45 = consts.c[5];
    let _e52 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(in1_.xyz, _e36.xyz))), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e45.xyz)), vec4<bool>(false, true, false, false)), in1_, vec4<bool>(false, false, true, true));
    let _e53 = abs(_e52);
    let _e58 = consts.c[6];
    let _e63 = consts.c[7];
    let _e74 = consts.c[256];
    let _e77 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e77) + (_e74 * _e33.wwww)), vec4<bool>(true, true, true, false)), saturate((_e52.xxxx * _e63)), saturate(((_e53.yyyy * (-(abs(in1_)) + _e58)) + -(abs(_e53)))));
}
