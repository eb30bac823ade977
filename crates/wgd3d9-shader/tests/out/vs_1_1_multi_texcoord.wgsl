struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e17 = consts.c[1];
    let _e23 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e11)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e35 = consts.c[4];
    let _e38 = consts.c[5];
    let _e51 = consts.c[256];
    let _e53 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e53) + (_e51 * _e33.wwww)), vec4<bool>(true, true, true, false)), in1_, in2_, (in1_ * _e35), (in2_ * _e38), select(vec4<f32>(0f, 0f, 0f, 0f), in1_.yxxx, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyyy, vec4<bool>(false, false, true, true)), in0_, select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false)), saturate(in3_), saturate(in4_));
}
