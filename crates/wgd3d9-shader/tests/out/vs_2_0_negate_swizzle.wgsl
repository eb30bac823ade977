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
    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    let _e32 = -(in1_.zxyw);
    let _e34 = consts.c[4];
    let _e46 = consts.c[5];
    let _e50 = consts.c[6];
    let _e54 = consts.c[256];
    let _e56 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e56) + (_e54 * _e30.wwww)), vec4<bool>(true, true, true, false)), (-(((-((_e32 + -(_e34.wzyx)).xxxx) * _e32.yyzz) + -(_e32))) * _e46.yyyy), saturate(-(_e50)));
}
