struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
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
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e34.xyz, _e34.xyz)), vec4<bool>(true, false, false, false));
    let _e44 = select(_e39, vec4(inverseSqrt(abs(_e39.x))), vec4<bool>(false, true, false, false));
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e34 * _e44.yyyy), vec4<bool>(true, true, true, false));
    let _e52 = select(_e44, (_e44.xxxx * _e44.yyyy), vec4<bool>(false, false, false, true));
    let _e53 = _e52.xxxx;
    let _e54 = _e52.yyyy;
    let _e63 = consts.c[5];
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e53.y * _e54.y), _e53.z, _e54.w).xyz, _e63.xyz)), vec4<bool>(true, false, false, false));
    let _e79 = consts.c[6];
    let _e81 = (_e79 + -(in0_));
    let _e84 = dot(_e81.xyz, _e81.xyz);
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e81 * vec4(inverseSqrt(_e84))), vec4<f32>(0f, 0f, 0f, 0f), (_e84 == 0f)), vec4<bool>(true, true, true, false));
    let _e93 = select(_e91, (_e91 + _e48), vec4<bool>(true, true, true, false));
    let _e96 = dot(_e93.xyz, _e93.xyz);
    let _e109 = consts.c[7];
    let _e111 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e48.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e93 * vec4(inverseSqrt(_e96))), vec4<f32>(0f, 0f, 0f, 0f), (_e96 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e109.xxxx, vec4<bool>(false, false, false, true));
    let _e126 = (vec4<f32>(1f, max(_e111.x, 0f), select(0f, pow(_e111.y, clamp(_e111.w, -128f, 128f)), ((_e111.x > 0f) && (_e111.y > 0f))), 1f) * select(_e68, vec4((1f / _e68.x)), vec4<bool>(true, false, false, false)).xxxx);
    let _e129 = consts.c[8];
    let _e133 = consts.c[9];
    let _e138 = consts.c[256];
    let _e140 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e140) + (_e138 * _e30.wwww)), vec4<bool>(true, true, true, false)), saturate((_e126.yyyy * _e129)), saturate((_e126.zzzz * _e133)));
}
