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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e9 = consts.c[5];
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e9.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).xxxx), vec4<bool>(true, false, false, false));
    let _e18 = select(_e14, fract(_e14.xxxx), vec4<bool>(false, true, false, false));
    let _e23 = select(_e18, (_e18.xxxx + -(_e18.yyyy)), vec4<bool>(true, false, false, false));
    let _e28 = select(_e23, saturate((_e23.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).yyyy)), vec4<bool>(true, false, false, false));
    let _e30 = mix(in0_, in1_, _e28.xxxx);
    let _e42 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e9.yyyy.x)), vec4<bool>(true, false, false, false)), vec4(inverseSqrt(abs(_e9.zzzz.x))), vec4<bool>(false, true, false, false));
    let _e43 = _e42.xxxx;
    let _e44 = _e42.yyyy;
    let _e48 = select(_e42, select(_e44, _e43, (_e43 >= _e44)), vec4<bool>(false, false, true, false));
    let _e49 = _e48.xxxx;
    let _e50 = _e48.yyyy;
    let _e57 = consts.c[0];
    let _e63 = consts.c[1];
    let _e69 = consts.c[2];
    let _e75 = consts.c[3];
    let _e78 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30, _e57)), vec4<bool>(true, false, false, false)), vec4(dot(_e30, _e63)), vec4<bool>(false, true, false, false)), vec4(dot(_e30, _e69)), vec4<bool>(false, false, true, false)), vec4(dot(_e30, _e75)), vec4<bool>(false, false, false, true));
    let _e85 = consts.c[256];
    let _e88 = consts.c[257];
    return Output(select(_e78, ((_e78 * _e88) + (_e85 * _e78.wwww)), vec4<bool>(true, true, true, false)), ((in2_ * select(_e48, select(_e50, _e49, (_e49 < _e50)), vec4<bool>(false, false, false, true)).zzww) + _e28.xxyy));
}
