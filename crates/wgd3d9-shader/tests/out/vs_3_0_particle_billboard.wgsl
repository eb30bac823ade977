struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e17 = consts[(_e4 + 8u)];
    let _e29 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e17.xxxx + -(in0_.wwww)), vec4<bool>(true, false, false, false)), vec4((1f / in2_.x)), vec4<bool>(false, true, false, false));
    let _e35 = select(_e29, saturate((_e29.xxxx * _e29.yyyy)), vec4<bool>(false, false, true, false));
    let _e45 = select(_e35, (_e35.xxxx * _e35.xxxx), vec4<bool>(false, false, false, true));
    let _e49 = select(_e45, (_e45.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(false, false, false, true));
    let _e54 = consts[(_e4 + 12u)];
    let _e58 = select(in0_, ((_e49.wwww * _e54) + in0_), vec4<bool>(true, true, true, false));
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_.wwww * _e49.xxxx), vec4<bool>(true, false, false, false));
    let _e68 = select(_e62, ((_e62.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e71 = select(_e68, fract(_e68.xxxx), vec4<bool>(true, false, false, false));
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e71, ((_e71.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e71, ((_e71.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.xxxx * _e84.xxxx), vec4<bool>(true, false, false, false));
    let _e99 = select(select(_e88, ((-(in1_.yyyy) * _e84.yyyy) + _e88.xxxx), vec4<bool>(true, false, false, false)), (in1_.xxxx * _e84.yyyy), vec4<bool>(false, true, false, false));
    let _e105 = select(_e99, ((in1_.yyyy * _e84.xxxx) + _e99.yyyy), vec4<bool>(false, true, false, false));
    let _e108 = select(_e105, (_e105 * select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_.yyyy, in2_.zzzz, _e35.zzzz), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, false, false));
    let _e113 = consts[(_e4 + 9u)];
    let _e116 = select(_e58, ((_e108.xxxx * _e113) + _e58), vec4<bool>(true, true, true, false));
    let _e121 = consts[(_e4 + 10u)];
    let _e126 = select(select(_e116, ((_e108.yyyy * _e121) + _e116), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e130 = consts[(_e4 + 0u)];
    let _e137 = consts[(_e4 + 1u)];
    let _e144 = consts[(_e4 + 2u)];
    let _e151 = consts[(_e4 + 3u)];
    let _e154 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e126, _e130)), vec4<bool>(true, false, false, false)), vec4(dot(_e126, _e137)), vec4<bool>(false, true, false, false)), vec4(dot(_e126, _e144)), vec4<bool>(false, false, true, false)), vec4(dot(_e126, _e151)), vec4<bool>(false, false, false, true));
    let _e158 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e49.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).zzzz), vec4<bool>(true, false, false, false));
    let _e161 = select(_e158, fract(_e158.xxxx), vec4<bool>(false, true, false, false));
    let _e166 = select(_e161, (_e161.xxxx + -(_e161.yyyy)), vec4<bool>(true, false, false, false));
    let _e170 = select(_e166, (_e166.xxxx * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e173 = select(_e170, fract(_e170.zzzz), vec4<bool>(false, false, false, true));
    let _e178 = select(_e173, (_e173.zzzz + -(_e173.wwww)), vec4<bool>(false, false, true, false));
    let _e182 = select(_e178, (_e178.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e187 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, true, false, false));
    let _e190 = select(_e187, (_e187 * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(true, true, false, false));
    let _e194 = select(_e190, (_e190.xxxx + _e182.wwww), vec4<bool>(true, false, false, false));
    let _e205 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e49.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(true, false, false, false));
    let _e206 = _e205.xxxx;
    let _e207 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e215 = select(select(_e205, select(_e207, _e206, (_e206 < _e207)), vec4<bool>(true, false, false, false)), (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e49.zzzz)), vec4<bool>(false, true, false, false));
    let _e219 = select(_e215, (_e215.yyyy * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(false, true, false, false));
    let _e220 = _e219.yyyy;
    let _e221 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e224 = select(_e219, select(_e221, _e220, (_e220 < _e221)), vec4<bool>(false, true, false, false));
    let _e234 = consts[(_e4 + 11u)];
    let _e239 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e126.xyz, _e234.xyz)), vec4<bool>(true, false, false, false));
    let _e244 = consts[(_e4 + 13u)];
    let _e248 = select(_e239, (_e239.xxxx + -(_e244.xxxx)), vec4<bool>(true, false, false, false));
    let _e262 = consts[(_e4 + 256u)];
    let _e266 = consts[(_e4 + 257u)];
    return Output(select(_e154, ((_e154 * _e266) + (_e262 * _e154.wwww)), vec4<bool>(true, true, true, false)), select(select(_e194, (_e194.yyyy + _e182.zzzz), vec4<bool>(false, true, false, false)), _e49.xyzz, vec4<bool>(false, false, true, true)), (in3_ * select(_e224, (_e224.xxxx * _e224.yyyy), vec4<bool>(true, false, false, false)).xxxx), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e154, vec4<bool>(true, true, false, false)), select(_e248, saturate((_e248.xxxx * _e244.yyyy)), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, false, true, false)), _e154.wwww, vec4<bool>(false, false, false, true)));
}
