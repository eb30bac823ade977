struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    let _e32 = consts.c[4];
    let _e34 = (_e32 + -(in0_));
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e34.xyz, _e34.xyz)), vec4<bool>(false, false, false, true));
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e39.w))), vec4<bool>(false, false, false, true));
    let _e47 = _e39.wwww;
    let _e48 = _e44.wwww;
    let _e57 = consts.c[5];
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e47.y * _e48.y), _e47.z, _e48.w).xyz, _e57.xyz)), vec4<bool>(true, false, false, false));
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, (_e34 * _e44.wwww).xyz)), vec4<bool>(true, false, false, false));
    let _e72 = _e71.xxxx;
    let _e74 = consts.c[6];
    let _e75 = _e74.xxxx;
    let _e78 = select(_e71, select(_e75, _e72, (_e72 >= _e75)), vec4<bool>(true, false, false, false));
    let _e85 = consts.c[7];
    let _e89 = consts.c[256];
    let _e91 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e91) + (_e89 * _e30.wwww)), vec4<bool>(true, true, true, false)), saturate((select(_e78, (_e78.xxxx * select(_e62, vec4((1f / _e62.x)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false)).xxxx * _e85)));
}
