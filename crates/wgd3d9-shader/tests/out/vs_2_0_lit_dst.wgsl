struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e36 = consts.c[4];
    let _e38 = (_e36 + -(in0_));
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38.xyz, _e38.xyz)), vec4<bool>(true, false, false, false));
    let _e49 = select(_e43, vec4(inverseSqrt(abs(_e43.xxxx.x))), vec4<bool>(false, true, false, false));
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e38 * _e49.yyyy), vec4<bool>(true, true, true, false));
    let _e57 = select(_e49, (_e49.xxxx * _e49.yyyy), vec4<bool>(false, false, false, true));
    let _e58 = _e57.xxxx;
    let _e59 = _e57.yyyy;
    let _e69 = consts.c[5];
    let _e74 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e58.y * _e59.y), _e58.z, _e59.w).xyz, _e69.xyz)), vec4<bool>(true, false, false, false));
    let _e87 = consts.c[6];
    let _e89 = (_e87 + -(in0_));
    let _e92 = dot(_e89.xyz, _e89.xyz);
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e89 * vec4(inverseSqrt(_e92))), vec4<f32>(0f, 0f, 0f, 0f), (_e92 == 0f)), vec4<bool>(true, true, true, false));
    let _e101 = select(_e99, (_e99 + _e53), vec4<bool>(true, true, true, false));
    let _e104 = dot(_e101.xyz, _e101.xyz);
    let _e118 = consts.c[7];
    let _e120 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e53.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e101 * vec4(inverseSqrt(_e104))), vec4<f32>(0f, 0f, 0f, 0f), (_e104 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e118.xxxx, vec4<bool>(false, false, false, true));
    let _e135 = (vec4<f32>(1f, max(_e120.x, 0f), select(0f, pow(_e120.y, clamp(_e120.w, -128f, 128f)), ((_e120.x > 0f) && (_e120.y > 0f))), 1f) * select(_e74, vec4((1f / _e74.xxxx.x)), vec4<bool>(true, false, false, false)).xxxx);
    let _e139 = consts.c[8];
    let _e144 = consts.c[9];
    let _e150 = consts.c[256];
    let _e153 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e153) + (_e150 * _e33.wwww)), vec4<bool>(true, true, true, false)), saturate((_e135.yyyy * _e139)), saturate((_e135.zzzz * _e144)));
}
