struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(4) out5_: vec4<f32>,
    @location(5) out6_: vec4<f32>,
    @location(6) out7_: vec4<f32>,
    @location(7) out8_: vec4<f32>,
    @location(8) out9_: vec4<f32>,
    @location(9) out10_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e11 = consts.c[0];
    let _e18 = consts.c[1];
    let _e25 = consts.c[2];
    let _e32 = consts.c[3];
    let _e36 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e11)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e18)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e25)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e32)), vec4<bool>(false, false, false, true));
    let _e39 = consts.c[4];
    let _e43 = consts.c[5];
    let _e57 = consts.c[256];
    let _e60 = consts.c[257];
    return Output(select(_e36, ((_e36 * _e60) + (_e57 * _e36.wwww)), vec4<bool>(true, true, true, false)), in1_, in2_, (in1_ * _e39), (in2_ * _e43), select(vec4<f32>(0f, 0f, 0f, 0f), in1_.yxxx, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyyy, vec4<bool>(false, false, true, true)), in0_, select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false)), saturate(in3_), saturate(in4_));
}
