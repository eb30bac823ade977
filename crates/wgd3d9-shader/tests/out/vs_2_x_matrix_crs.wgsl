struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e37 = consts.c[4];
    let _e45 = consts.c[5];
    let _e53 = consts.c[6];
    let _e58 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e37.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e45.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e53.xyz)), vec4<bool>(false, false, true, false));
    let _e76 = cross(_e58.xyz, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e37.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, _e45.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in2_.xyz, _e53.xyz)), vec4<bool>(false, false, true, false)).xyz);
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e76.x, _e76.y, _e76.z, 0f), vec4<bool>(true, true, true, false));
    let _e86 = consts.c[8];
    let _e94 = consts.c[9];
    let _e102 = consts.c[10];
    let _e110 = consts.c[11];
    let _e118 = consts.c[12];
    let _e126 = consts.c[13];
    let _e138 = consts.c[256];
    let _e141 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e141) + (_e138 * _e34.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e86.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, _e94.xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e58, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e83, vec4<bool>(true, true, true, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e83.xyz, _e102.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e83.xyz, _e110.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e83.xyz, _e118.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e83.xyz, _e126.xyz)), vec4<bool>(false, false, false, true)));
}
