struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_cube<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e33 = textureSample(t0_, s0_, _e24.xy);
    let _e35 = textureSample(t1_, s1_, _e24.xy);
    let _e37 = textureSample(t2_, s2_, _e24.xy);
    let _e42 = select(_e35, ((_e35 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e45 = dot(_e29.xyz, _e29.xyz);
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e29 * vec4(inverseSqrt(_e45))), vec4<f32>(0f, 0f, 0f, 0f), (_e45 == 0f)), vec4<bool>(true, true, true, false));
    let _e55 = dot(in3_.xyz, in3_.xyz);
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e55))), vec4<f32>(0f, 0f, 0f, 0f), (_e55 == 0f)), vec4<bool>(true, true, true, false));
    let _e64 = cross(_e52.xyz, _e61.xyz);
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e64.x, _e64.y, _e64.z, 0f), vec4<bool>(true, true, true, false));
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e42.xxxx * _e61), vec4<bool>(true, true, true, false));
    let _e79 = select(_e75, ((_e42.yyyy * select(_e69, (_e69 * in3_.wwww), vec4<bool>(true, true, true, false))) + _e75), vec4<bool>(true, true, true, false));
    let _e83 = select(_e79, ((_e42.zzzz * _e52) + _e79), vec4<bool>(true, true, true, false));
    let _e86 = dot(_e83.xyz, _e83.xyz);
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e83 * vec4(inverseSqrt(_e86))), vec4<f32>(0f, 0f, 0f, 0f), (_e86 == 0f)), vec4<bool>(true, true, true, false));
    let _e96 = consts[(_e4 + 3u)];
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e96 + -(_e27)), vec4<bool>(true, true, true, false));
    let _e102 = dot(_e99.xyz, _e99.xyz);
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e99 * vec4(inverseSqrt(_e102))), vec4<f32>(0f, 0f, 0f, 0f), (_e102 == 0f)), vec4<bool>(true, true, true, false));
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e37.wwww * vec4<f32>(0.5f, 64f, 0.25f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e114 = _e113.xxxx;
    let _e115 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e118 = select(_e113, select(_e115, _e114, (_e114 >= _e115)), vec4<bool>(true, false, false, false));
    let _e124 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in4_.w)), vec4<bool>(false, false, false, true));
    let _e127 = select(_e124, (in4_ * _e124.wwww), vec4<bool>(true, true, true, false));
    let _e129 = textureSample(t3_, s3_, _e127.xy);
    let _e131 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e127 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e133 = textureSample(t3_, s3_, _e131.xy);
    let _e138 = select(_e131, (_e127 + vec4<f32>(0f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e140 = textureSample(t3_, s3_, _e138.xy);
    let _e147 = textureSample(t3_, s3_, select(_e138, (_e127 + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false)).xy);
    let _e156 = select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, vec4<f32>(2f, -1f, 0f, 1f).wwww, ((select(select(select(_e129, _e133.xxxx, vec4<bool>(false, true, false, false)), _e140.xxxx, vec4<bool>(false, false, true, false)), _e147.xxxx, vec4<bool>(false, false, false, true)) + -(_e127.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e164 = consts[(_e4 + 4u)];
    let _e172 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e108 + _e164), vec4<bool>(true, true, true, false));
    let _e175 = dot(_e172.xyz, _e172.xyz);
    let _e187 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e92.xyz, _e164.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e92.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e172 * vec4(inverseSqrt(_e175))), vec4<f32>(0f, 0f, 0f, 0f), (_e175 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e190 = abs(_e187.y);
    let _e201 = select(_e187, vec4(min(select(select(pow(_e190, _e118.x), 340282350000000000000000000000000000000f, ((_e190 == 0f) && (_e118.x < 0f))), 1f, (_e118.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e205 = select(_e201, (_e201 * select(_e156, vec4(dot(_e156, vec4<f32>(0.5f, 64f, 0.25f, 0f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, true, false));
    let _e210 = consts[(_e4 + 5u)];
    let _e212 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e205.xxxx * _e210), vec4<bool>(true, true, true, false));
    let _e215 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e205.zzzz * _e210), vec4<bool>(true, true, true, false));
    let _e219 = consts[(_e4 + 6u)];
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e219 + -(_e27)), vec4<bool>(true, true, true, false));
    let _e227 = select(_e222, vec4(dot(_e222.xyz, _e222.xyz)), vec4<bool>(false, false, false, true));
    let _e232 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e227.w))), vec4<bool>(true, false, false, false));
    let _e235 = select(_e227, (_e227 * _e232.xxxx), vec4<bool>(true, true, true, false));
    let _e239 = select(_e232, (_e235.wwww * _e219.wwww), vec4<bool>(false, true, false, false));
    let _e245 = select(_e239, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e239.yyyy))), vec4<bool>(false, true, false, false));
    let _e255 = select(select(_e245, (_e245.yyyy * _e245.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e92.xyz, _e235.xyz))), vec4<bool>(false, false, true, false));
    let _e259 = select(_e255, (_e255.zzzz * _e255.yyyy), vec4<bool>(false, false, true, false));
    let _e264 = consts[(_e4 + 7u)];
    let _e267 = select(_e212, ((_e259.zzzz * _e264) + _e212), vec4<bool>(true, true, true, false));
    let _e269 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e108 + _e235), vec4<bool>(true, true, true, false));
    let _e272 = dot(_e269.xyz, _e269.xyz);
    let _e278 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e269 * vec4(inverseSqrt(_e272))), vec4<f32>(0f, 0f, 0f, 0f), (_e272 == 0f)), vec4<bool>(true, true, true, false));
    let _e284 = select(_e259, saturate(vec4(dot(_e92.xyz, _e278.xyz))), vec4<bool>(false, false, false, true));
    let _e287 = abs(_e284.w);
    let _e297 = select(_e284, vec4(min(select(select(pow(_e287, _e118.x), 340282350000000000000000000000000000000f, ((_e287 == 0f) && (_e118.x < 0f))), 1f, (_e118.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e301 = select(_e297, (_e297.wwww * _e297.yyyy), vec4<bool>(false, false, false, true));
    let _e305 = select(_e215, ((_e301.wwww * _e264) + _e215), vec4<bool>(true, true, true, false));
    let _e309 = consts[(_e4 + 8u)];
    let _e312 = select(_e235, (_e309 + -(_e27)), vec4<bool>(true, true, true, false));
    let _e317 = select(_e312, vec4(dot(_e312.xyz, _e312.xyz)), vec4<bool>(false, false, false, true));
    let _e322 = select(_e301, vec4(inverseSqrt(abs(_e317.w))), vec4<bool>(true, false, false, false));
    let _e325 = select(_e317, (_e317 * _e322.xxxx), vec4<bool>(true, true, true, false));
    let _e329 = select(_e322, (_e325.wwww * _e309.wwww), vec4<bool>(false, true, false, false));
    let _e335 = select(_e329, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e329.yyyy))), vec4<bool>(false, true, false, false));
    let _e345 = select(select(_e335, (_e335.yyyy * _e335.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e92.xyz, _e325.xyz))), vec4<bool>(false, false, true, false));
    let _e349 = select(_e345, (_e345.zzzz * _e345.yyyy), vec4<bool>(false, false, true, false));
    let _e354 = consts[(_e4 + 9u)];
    let _e357 = select(_e267, ((_e349.zzzz * _e354) + _e267), vec4<bool>(true, true, true, false));
    let _e359 = select(_e269, (_e108 + _e325), vec4<bool>(true, true, true, false));
    let _e362 = dot(_e359.xyz, _e359.xyz);
    let _e374 = select(_e349, saturate(vec4(dot(_e92.xyz, select(_e278, select((_e359 * vec4(inverseSqrt(_e362))), vec4<f32>(0f, 0f, 0f, 0f), (_e362 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, false, false, true));
    let _e377 = abs(_e374.w);
    let _e387 = select(_e374, vec4(min(select(select(pow(_e377, _e118.x), 340282350000000000000000000000000000000f, ((_e377 == 0f) && (_e118.x < 0f))), 1f, (_e118.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e406 = consts[(_e4 + 11u)];
    let _e411 = consts[(_e4 + 10u)];
    let _e413 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e406, _e411, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e92.yyyy * vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx) + vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e421 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e108.xyz, _e92.xyz))), vec4<bool>(true, false, false, false));
    let _e425 = select(_e421, (_e421.xxxx + _e421.xxxx), vec4<bool>(false, true, false, false));
    let _e432 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e92 * _e425.yyyy) + -(_e108)), vec4<bool>(true, true, true, false)).xyz);
    let _e437 = select(_e425, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e425.xxxx)), vec4<bool>(false, false, true, false));
    let _e441 = select(_e437, (_e437.zzzz * _e437.zzzz), vec4<bool>(false, false, false, true));
    let _e445 = select(_e441, (_e441.wwww * _e441.wwww), vec4<bool>(false, false, false, true));
    let _e449 = select(_e445, (_e445.wwww * _e445.zzzz), vec4<bool>(false, false, false, true));
    let _e457 = select(_e432, (_e432 * _e37), vec4<bool>(true, true, true, false));
    let _e462 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e33 * select(_e357, (_e357 + _e413), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e465 = select(_e462, ((select(_e305, ((select(_e387, (_e387.wwww * _e387.yyyy), vec4<bool>(false, false, false, true)).wwww * _e354) + _e305), vec4<bool>(true, true, true, false)) * _e37) + _e462), vec4<bool>(true, true, true, false));
    let _e467 = select(_e465, (_e465 + select(_e457, (_e457 * select(_e449, ((_e449.wwww * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).xxxx) + vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).yyyy), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e472 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e99.xyz, _e99.xyz)), vec4<bool>(true, false, false, false));
    let _e477 = select(_e472, vec4(inverseSqrt(abs(_e472.x))), vec4<bool>(true, false, false, false));
    let _e481 = select(_e477, vec4((1f / _e477.x)), vec4<bool>(true, false, false, false));
    let _e486 = consts[(_e4 + 13u)];
    let _e490 = select(_e481, (_e481.xxxx * -(_e486.xxxx)), vec4<bool>(false, true, false, false));
    let _e498 = consts[(_e4 + 12u)];
    let _e501 = select(_e467, mix(_e498, _e467, select(_e490, vec4(exp2(_e490.y)), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e505 = consts[(_e4 + 14u)];
    let _e509 = select(_e501, saturate((_e501 * _e505.xxxx)), vec4<bool>(true, true, true, false));
    let _e524 = select(select(select(_e413, vec4(log2(abs(_e509.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(_e509.y))), vec4<bool>(false, true, false, false)), vec4(log2(abs(_e509.z))), vec4<bool>(false, false, true, false));
    let _e527 = select(_e524, (_e524 * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).zzzz), vec4<bool>(true, true, true, false));
    return Output(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e527.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e527.y)), vec4<bool>(false, true, false, false)), vec4(exp2(_e527.z)), vec4<bool>(false, false, true, false)), _e33.wwww, vec4<bool>(false, false, false, true)));
}
