struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e12 = consts.c[0];
    let _e18 = consts.c[1];
    let _e24 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e18)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e36 = consts.c[4];
    let _e38 = (_e36 + -(in0_));
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38.xyz, _e38.xyz)), vec4<bool>(false, false, false, true));
    let _e50 = (_e38 * select(_e43, vec4(inverseSqrt(abs(_e43.w))), vec4<bool>(false, false, false, true)).wwww);
    let _e75 = consts.c[256];
    let _e77 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e77) + (_e75 * _e34.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e50.xyz, in2_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e50.xyz, in3_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e50.xyz, in1_.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0.5f, 0.5f, 0.5f, 1f).wwww, vec4<bool>(false, false, false, true)) * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.5f, 0.5f, 0.5f, 1f))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
