struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    let _e38 = (_e36 + -(in0_));
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38.xyz, _e38.xyz)), vec4<bool>(false, false, false, true));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e43.wwww.x))), vec4<bool>(false, false, false, true));
    let _e52 = _e43.wwww;
    let _e53 = _e49.wwww;
    let _e63 = consts.c[5];
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e52.y * _e53.y), _e52.z, _e53.w).xyz, _e63.xyz)), vec4<bool>(true, false, false, false));
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, (_e38 * _e49.wwww).xyz)), vec4<bool>(true, false, false, false));
    let _e79 = _e78.xxxx;
    let _e82 = consts.c[6];
    let _e83 = _e82.xxxx;
    let _e86 = select(_e78, select(_e83, _e79, (_e79 >= _e83)), vec4<bool>(true, false, false, false));
    let _e94 = consts.c[7];
    let _e99 = consts.c[256];
    let _e102 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e102) + (_e99 * _e33.wwww)), vec4<bool>(true, true, true, false)), saturate((select(_e86, (_e86.xxxx * select(_e68, vec4((1f / _e68.xxxx.x)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false)).xxxx * _e94)));
}
