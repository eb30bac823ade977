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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    let _e25 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, in2_)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, in3_)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, in4_)), vec4<bool>(false, false, true, false)), in0_.wwww, vec4<bool>(false, false, false, true));
    let _e27 = consts.c[0];
    let _e32 = consts.c[1];
    let _e37 = consts.c[2];
    let _e42 = consts.c[3];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e25, _e27)), vec4<bool>(true, false, false, false)), vec4(dot(_e25, _e32)), vec4<bool>(false, true, false, false)), vec4(dot(_e25, _e37)), vec4<bool>(false, false, true, false)), vec4(dot(_e25, _e42)), vec4<bool>(false, false, false, true));
    let _e50 = consts.c[256];
    let _e52 = consts.c[257];
    return Output(select(_e45, ((_e45 * _e52) + (_e50 * _e45.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), saturate(in5_));
}
