struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    let _e32 = consts.c[4];
    let _e40 = consts.c[5];
    let _e47 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(in1_.xyz, _e32.xyz))), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e40.xyz)), vec4<bool>(false, true, false, false)), in1_, vec4<bool>(false, false, true, true));
    let _e48 = abs(_e47);
    let _e52 = consts.c[6];
    let _e56 = consts.c[7];
    let _e66 = consts.c[256];
    let _e68 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e68) + (_e66 * _e30.wwww)), vec4<bool>(true, true, true, false)), saturate((_e47.xxxx * _e56)), saturate(((_e48.yyyy * (-(abs(in1_)) + _e52)) + -(abs(_e48)))));
}
