struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e8 = consts.c[0];
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e36 = consts.c[4];
    let _e44 = consts.c[5];
    let _e54 = consts.c[6];
    let _e62 = consts.c[7];
    let _e70 = consts.c[8];
    let _e78 = consts.c[9];
    let _e95 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(in2_.xxxx.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(in2_.yyyy.x))), vec4<bool>(false, true, false, false));
    let _e98 = consts.c[10];
    let _e101 = select(_e95, (_e95 * _e98.xxxx), vec4<bool>(true, true, false, false));
    let _e115 = consts.c[256];
    let _e118 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e118) + (_e115 * _e33.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e36.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, _e44.xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e54.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e62.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e70.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(in1_.xyz, _e78.xyz)), vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e101.xxxx.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e101.yyyy.x)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)));
}
