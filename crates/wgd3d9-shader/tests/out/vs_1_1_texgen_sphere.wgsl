struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e8 = consts.c[0];
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e36 = consts.c[4];
    let _e42 = consts.c[5];
    let _e48 = consts.c[6];
    let _e51 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e36)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e42)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e48)), vec4<bool>(false, false, true, false));
    let _e54 = consts.c[8];
    let _e62 = consts.c[9];
    let _e70 = consts.c[10];
    let _e75 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e54.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e62.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e70.xyz)), vec4<bool>(false, false, true, false));
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e51.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
    let _e90 = select(_e51, (_e51 * select(_e80, vec4(inverseSqrt(abs(_e80.xxxx.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e90.xyz, _e75.xyz)), vec4<bool>(true, false, false, false));
    let _e104 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e75 * -(select(_e95, (_e95.xxxx + _e95.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e90), vec4<bool>(true, true, true, false));
    let _e108 = select(_e104, (_e104.zzzz + vec4<f32>(0.5f, 1f, 2f, 0f).yyyy), vec4<bool>(false, false, true, false));
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e108.xyz, _e108.xyz)), vec4<bool>(true, false, false, false));
    let _e119 = select(_e113, vec4(inverseSqrt(abs(_e113.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e132 = consts.c[256];
    let _e135 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e135) + (_e132 * _e33.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e108 * select(_e119, (_e119.xxxx * vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, true, false, false)));
}
