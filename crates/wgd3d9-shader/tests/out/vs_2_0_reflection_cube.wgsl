struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
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
    let _e42 = consts.c[5];
    let _e48 = consts.c[6];
    let _e66 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e36.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e42.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e48.xyz)), vec4<bool>(false, false, true, false));
    let _e69 = consts.c[8];
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e36)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e42)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e48)), vec4<bool>(false, false, true, false)) + -(_e69)), vec4<bool>(true, true, true, false));
    let _e76 = dot(_e73.xyz, _e73.xyz);
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e73 * vec4(inverseSqrt(_e76))), vec4<f32>(0f, 0f, 0f, 0f), (_e76 == 0f)), vec4<bool>(true, true, true, false));
    let _e86 = dot(_e66.xyz, _e66.xyz);
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e66 * vec4(inverseSqrt(_e86))), vec4<f32>(0f, 0f, 0f, 0f), (_e86 == 0f)), vec4<bool>(true, true, true, false));
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e83.xyz, _e92.xyz)), vec4<bool>(true, false, false, false));
    let _e111 = consts.c[256];
    let _e114 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e114) + (_e111 * _e33.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e92 * -(select(_e97, (_e97.xxxx + _e97.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e83), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)));
}
