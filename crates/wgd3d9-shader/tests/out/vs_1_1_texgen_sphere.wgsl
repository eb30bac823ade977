struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    let _e32 = consts.c[4];
    let _e37 = consts.c[5];
    let _e42 = consts.c[6];
    let _e45 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e32)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e42)), vec4<bool>(false, false, true, false));
    let _e47 = consts.c[8];
    let _e54 = consts.c[9];
    let _e61 = consts.c[10];
    let _e66 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e47.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e54.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e61.xyz)), vec4<bool>(false, false, true, false));
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e45.xyz, _e45.xyz)), vec4<bool>(true, false, false, false));
    let _e80 = select(_e45, (_e45 * select(_e71, vec4(inverseSqrt(abs(_e71.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e80.xyz, _e66.xyz)), vec4<bool>(true, false, false, false));
    let _e94 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e66 * -(select(_e85, (_e85.xxxx + _e85.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e80), vec4<bool>(true, true, true, false));
    let _e98 = select(_e94, (_e94.zzzz + vec4<f32>(0.5f, 1f, 2f, 0f).yyyy), vec4<bool>(false, false, true, false));
    let _e103 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e98.xyz, _e98.xyz)), vec4<bool>(true, false, false, false));
    let _e108 = select(_e103, vec4(inverseSqrt(abs(_e103.x))), vec4<bool>(true, false, false, false));
    let _e120 = consts.c[256];
    let _e122 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e122) + (_e120 * _e30.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e98 * select(_e108, (_e108.xxxx * vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, true, false, false)));
}
