struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
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
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e96) + -(_e27)), vec4<bool>(true, true, true, false));
    let _e103 = dot(_e100.xyz, _e100.xyz);
    let _e109 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e100 * vec4(inverseSqrt(_e103))), vec4<f32>(0f, 0f, 0f, 0f), (_e103 == 0f)), vec4<bool>(true, true, true, false));
    let _e114 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e37.wwww * vec4<f32>(0.5f, 64f, 0.25f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e115 = _e114.xxxx;
    let _e116 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e119 = select(_e114, select(_e116, _e115, (_e115 >= _e116)), vec4<bool>(true, false, false, false));
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in4_.w)), vec4<bool>(false, false, false, true));
    let _e128 = select(_e125, (in4_ * _e125.wwww), vec4<bool>(true, true, true, false));
    let _e130 = textureSample(t3_, s3_, _e128.xy);
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e128 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e134 = textureSample(t3_, s3_, _e132.xy);
    let _e139 = select(_e132, (_e128 + vec4<f32>(0f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e141 = textureSample(t3_, s3_, _e139.xy);
    let _e148 = textureSample(t3_, s3_, select(_e139, (_e128 + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false)).xy);
    let _e157 = select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, vec4<f32>(2f, -1f, 0f, 1f).wwww, ((select(select(select(_e130, _e134.xxxx, vec4<bool>(false, true, false, false)), _e141.xxxx, vec4<bool>(false, false, true, false)), _e148.xxxx, vec4<bool>(false, false, false, true)) + -(_e128.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e165 = consts[(_e4 + 4u)];
    let _e166 = bitcast<vec4<f32>>(_e165);
    let _e174 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e109 + _e166), vec4<bool>(true, true, true, false));
    let _e177 = dot(_e174.xyz, _e174.xyz);
    let _e189 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e92.xyz, _e166.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e92.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e174 * vec4(inverseSqrt(_e177))), vec4<f32>(0f, 0f, 0f, 0f), (_e177 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e192 = abs(_e189.y);
    let _e203 = select(_e189, vec4(min(select(select(pow(_e192, _e119.x), 340282350000000000000000000000000000000f, ((_e192 == 0f) && (_e119.x < 0f))), 1f, (_e119.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e207 = select(_e203, (_e203 * select(_e157, vec4(dot(_e157, vec4<f32>(0.5f, 64f, 0.25f, 0f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, true, false));
    let _e212 = consts[(_e4 + 5u)];
    let _e213 = bitcast<vec4<f32>>(_e212);
    let _e215 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e207.xxxx * _e213), vec4<bool>(true, true, true, false));
    let _e218 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e207.zzzz * _e213), vec4<bool>(true, true, true, false));
    let _e222 = consts[(_e4 + 6u)];
    let _e223 = bitcast<vec4<f32>>(_e222);
    let _e226 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e223 + -(_e27)), vec4<bool>(true, true, true, false));
    let _e231 = select(_e226, vec4(dot(_e226.xyz, _e226.xyz)), vec4<bool>(false, false, false, true));
    let _e236 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e231.w))), vec4<bool>(true, false, false, false));
    let _e239 = select(_e231, (_e231 * _e236.xxxx), vec4<bool>(true, true, true, false));
    let _e243 = select(_e236, (_e239.wwww * _e223.wwww), vec4<bool>(false, true, false, false));
    let _e249 = select(_e243, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e243.yyyy))), vec4<bool>(false, true, false, false));
    let _e259 = select(select(_e249, (_e249.yyyy * _e249.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e92.xyz, _e239.xyz))), vec4<bool>(false, false, true, false));
    let _e263 = select(_e259, (_e259.zzzz * _e259.yyyy), vec4<bool>(false, false, true, false));
    let _e268 = consts[(_e4 + 7u)];
    let _e269 = bitcast<vec4<f32>>(_e268);
    let _e272 = select(_e215, ((_e263.zzzz * _e269) + _e215), vec4<bool>(true, true, true, false));
    let _e274 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e109 + _e239), vec4<bool>(true, true, true, false));
    let _e277 = dot(_e274.xyz, _e274.xyz);
    let _e283 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e274 * vec4(inverseSqrt(_e277))), vec4<f32>(0f, 0f, 0f, 0f), (_e277 == 0f)), vec4<bool>(true, true, true, false));
    let _e289 = select(_e263, saturate(vec4(dot(_e92.xyz, _e283.xyz))), vec4<bool>(false, false, false, true));
    let _e292 = abs(_e289.w);
    let _e302 = select(_e289, vec4(min(select(select(pow(_e292, _e119.x), 340282350000000000000000000000000000000f, ((_e292 == 0f) && (_e119.x < 0f))), 1f, (_e119.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e306 = select(_e302, (_e302.wwww * _e302.yyyy), vec4<bool>(false, false, false, true));
    let _e310 = select(_e218, ((_e306.wwww * _e269) + _e218), vec4<bool>(true, true, true, false));
    let _e314 = consts[(_e4 + 8u)];
    let _e315 = bitcast<vec4<f32>>(_e314);
    let _e318 = select(_e239, (_e315 + -(_e27)), vec4<bool>(true, true, true, false));
    let _e323 = select(_e318, vec4(dot(_e318.xyz, _e318.xyz)), vec4<bool>(false, false, false, true));
    let _e328 = select(_e306, vec4(inverseSqrt(abs(_e323.w))), vec4<bool>(true, false, false, false));
    let _e331 = select(_e323, (_e323 * _e328.xxxx), vec4<bool>(true, true, true, false));
    let _e335 = select(_e328, (_e331.wwww * _e315.wwww), vec4<bool>(false, true, false, false));
    let _e341 = select(_e335, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e335.yyyy))), vec4<bool>(false, true, false, false));
    let _e351 = select(select(_e341, (_e341.yyyy * _e341.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e92.xyz, _e331.xyz))), vec4<bool>(false, false, true, false));
    let _e355 = select(_e351, (_e351.zzzz * _e351.yyyy), vec4<bool>(false, false, true, false));
    let _e360 = consts[(_e4 + 9u)];
    let _e361 = bitcast<vec4<f32>>(_e360);
    let _e364 = select(_e272, ((_e355.zzzz * _e361) + _e272), vec4<bool>(true, true, true, false));
    let _e366 = select(_e274, (_e109 + _e331), vec4<bool>(true, true, true, false));
    let _e369 = dot(_e366.xyz, _e366.xyz);
    let _e381 = select(_e355, saturate(vec4(dot(_e92.xyz, select(_e283, select((_e366 * vec4(inverseSqrt(_e369))), vec4<f32>(0f, 0f, 0f, 0f), (_e369 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, false, false, true));
    let _e384 = abs(_e381.w);
    let _e394 = select(_e381, vec4(min(select(select(pow(_e384, _e119.x), 340282350000000000000000000000000000000f, ((_e384 == 0f) && (_e119.x < 0f))), 1f, (_e119.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e413 = consts[(_e4 + 11u)];
    let _e419 = consts[(_e4 + 10u)];
    let _e422 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(bitcast<vec4<f32>>(_e413), bitcast<vec4<f32>>(_e419), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e92.yyyy * vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx) + vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e430 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e109.xyz, _e92.xyz))), vec4<bool>(true, false, false, false));
    let _e434 = select(_e430, (_e430.xxxx + _e430.xxxx), vec4<bool>(false, true, false, false));
    let _e441 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e92 * _e434.yyyy) + -(_e109)), vec4<bool>(true, true, true, false)).xyz);
    let _e446 = select(_e434, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e434.xxxx)), vec4<bool>(false, false, true, false));
    let _e450 = select(_e446, (_e446.zzzz * _e446.zzzz), vec4<bool>(false, false, false, true));
    let _e454 = select(_e450, (_e450.wwww * _e450.wwww), vec4<bool>(false, false, false, true));
    let _e458 = select(_e454, (_e454.wwww * _e454.zzzz), vec4<bool>(false, false, false, true));
    let _e466 = select(_e441, (_e441 * _e37), vec4<bool>(true, true, true, false));
    let _e471 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e33 * select(_e364, (_e364 + _e422), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e474 = select(_e471, ((select(_e310, ((select(_e394, (_e394.wwww * _e394.yyyy), vec4<bool>(false, false, false, true)).wwww * _e361) + _e310), vec4<bool>(true, true, true, false)) * _e37) + _e471), vec4<bool>(true, true, true, false));
    let _e476 = select(_e474, (_e474 + select(_e466, (_e466 * select(_e458, ((_e458.wwww * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).xxxx) + vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).yyyy), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e481 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e100.xyz, _e100.xyz)), vec4<bool>(true, false, false, false));
    let _e486 = select(_e481, vec4(inverseSqrt(abs(_e481.x))), vec4<bool>(true, false, false, false));
    let _e490 = select(_e486, vec4((1f / _e486.x)), vec4<bool>(true, false, false, false));
    let _e495 = consts[(_e4 + 13u)];
    let _e500 = select(_e490, (_e490.xxxx * -(bitcast<vec4<f32>>(_e495).xxxx)), vec4<bool>(false, true, false, false));
    let _e508 = consts[(_e4 + 12u)];
    let _e512 = select(_e476, mix(bitcast<vec4<f32>>(_e508), _e476, select(_e500, vec4(exp2(_e500.y)), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e516 = consts[(_e4 + 14u)];
    let _e521 = select(_e512, saturate((_e512 * bitcast<vec4<f32>>(_e516).xxxx)), vec4<bool>(true, true, true, false));
    let _e536 = select(select(select(_e422, vec4(log2(abs(_e521.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(_e521.y))), vec4<bool>(false, true, false, false)), vec4(log2(abs(_e521.z))), vec4<bool>(false, false, true, false));
    let _e539 = select(_e536, (_e536 * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).zzzz), vec4<bool>(true, true, true, false));
    return Output(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e539.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e539.y)), vec4<bool>(false, true, false, false)), vec4(exp2(_e539.z)), vec4<bool>(false, false, true, false)), _e33.wwww, vec4<bool>(false, false, false, true)));
}
