struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e19 = consts.c[1];
    let _e26 = consts.c[2];
    let _e33 = consts.c[3];
    let _e37 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e19)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e33)), vec4<bool>(false, false, false, true));
    let _e40 = consts.c[4];
    let _e42 = (_e40 + -(in0_));
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e42.xyz, _e42.xyz)), vec4<bool>(false, false, false, true));
    let _e55 = (_e42 * select(_e47, vec4(inverseSqrt(abs(_e47.wwww.x))), vec4<bool>(false, false, false, true)).wwww);
    let _e81 = consts.c[256];
    let _e84 = consts.c[257];
    return Output(select(_e37, ((_e37 * _e84) + (_e81 * _e37.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e55.xyz, in2_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e55.xyz, in3_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e55.xyz, in1_.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0.5f, 0.5f, 0.5f, 1f).wwww, vec4<bool>(false, false, false, true)) * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.5f, 0.5f, 0.5f, 1f))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
