struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e31 = textureSample(t0_, s0_, _e22.xy);
    let _e33 = textureSample(t1_, s1_, _e22.xy);
    let _e35 = textureSample(t2_, s2_, _e22.xy);
    let _e40 = select(_e33, ((_e33 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e43 = dot(_e27.xyz, _e27.xyz);
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e27 * vec4(inverseSqrt(_e43))), vec4<f32>(0f, 0f, 0f, 0f), (_e43 == 0f)), vec4<bool>(true, true, true, false));
    let _e53 = dot(in3_.xyz, in3_.xyz);
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e53))), vec4<f32>(0f, 0f, 0f, 0f), (_e53 == 0f)), vec4<bool>(true, true, true, false));
    let _e62 = cross(_e50.xyz, _e59.xyz);
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e62.x, _e62.y, _e62.z, 0f), vec4<bool>(true, true, true, false));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e40.xxxx * _e59), vec4<bool>(true, true, true, false));
    let _e77 = select(_e73, ((_e40.yyyy * select(_e67, (_e67 * in3_.wwww), vec4<bool>(true, true, true, false))) + _e73), vec4<bool>(true, true, true, false));
    let _e81 = select(_e77, ((_e40.zzzz * _e50) + _e77), vec4<bool>(true, true, true, false));
    let _e84 = dot(_e81.xyz, _e81.xyz);
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e81 * vec4(inverseSqrt(_e84))), vec4<f32>(0f, 0f, 0f, 0f), (_e84 == 0f)), vec4<bool>(true, true, true, false));
    let _e94 = consts[(constant_index + 3u)];
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e94) + -(_e25)), vec4<bool>(true, true, true, false));
    let _e101 = dot(_e98.xyz, _e98.xyz);
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e98 * vec4(inverseSqrt(_e101))), vec4<f32>(0f, 0f, 0f, 0f), (_e101 == 0f)), vec4<bool>(true, true, true, false));
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e35.wwww * vec4<f32>(0.5f, 64f, 0.25f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e113 = _e112.xxxx;
    let _e114 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e117 = select(_e112, select(_e114, _e113, (_e113 >= _e114)), vec4<bool>(true, false, false, false));
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in4_.w)), vec4<bool>(false, false, false, true));
    let _e126 = select(_e123, (in4_ * _e123.wwww), vec4<bool>(true, true, true, false));
    let _e128 = textureSample(t3_, s3_, _e126.xy);
    let _e130 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e126 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e132 = textureSample(t3_, s3_, _e130.xy);
    let _e137 = select(_e130, (_e126 + vec4<f32>(0f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e139 = textureSample(t3_, s3_, _e137.xy);
    let _e146 = textureSample(t3_, s3_, select(_e137, (_e126 + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false)).xy);
    let _e155 = select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, vec4<f32>(2f, -1f, 0f, 1f).wwww, ((select(select(select(_e128, _e132.xxxx, vec4<bool>(false, true, false, false)), _e139.xxxx, vec4<bool>(false, false, true, false)), _e146.xxxx, vec4<bool>(false, false, false, true)) + -(_e126.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e163 = consts[(constant_index + 4u)];
    let _e164 = bitcast<vec4<f32>>(_e163);
    let _e172 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e107 + _e164), vec4<bool>(true, true, true, false));
    let _e175 = dot(_e172.xyz, _e172.xyz);
    let _e187 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e90.xyz, _e164.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e90.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e172 * vec4(inverseSqrt(_e175))), vec4<f32>(0f, 0f, 0f, 0f), (_e175 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e190 = abs(_e187.y);
    let _e201 = select(_e187, vec4(min(select(select(pow(_e190, _e117.x), 340282350000000000000000000000000000000f, ((_e190 == 0f) && (_e117.x < 0f))), 1f, (_e117.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e205 = select(_e201, (_e201 * select(_e155, vec4(dot(_e155, vec4<f32>(0.5f, 64f, 0.25f, 0f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, true, false));
    let _e210 = consts[(constant_index + 5u)];
    let _e211 = bitcast<vec4<f32>>(_e210);
    let _e213 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e205.xxxx * _e211), vec4<bool>(true, true, true, false));
    let _e216 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e205.zzzz * _e211), vec4<bool>(true, true, true, false));
    let _e220 = consts[(constant_index + 6u)];
    let _e221 = bitcast<vec4<f32>>(_e220);
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e221 + -(_e25)), vec4<bool>(true, true, true, false));
    let _e229 = select(_e224, vec4(dot(_e224.xyz, _e224.xyz)), vec4<bool>(false, false, false, true));
    let _e234 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e229.w))), vec4<bool>(true, false, false, false));
    let _e237 = select(_e229, (_e229 * _e234.xxxx), vec4<bool>(true, true, true, false));
    let _e241 = select(_e234, (_e237.wwww * _e221.wwww), vec4<bool>(false, true, false, false));
    let _e247 = select(_e241, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e241.yyyy))), vec4<bool>(false, true, false, false));
    let _e257 = select(select(_e247, (_e247.yyyy * _e247.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e90.xyz, _e237.xyz))), vec4<bool>(false, false, true, false));
    let _e261 = select(_e257, (_e257.zzzz * _e257.yyyy), vec4<bool>(false, false, true, false));
    let _e266 = consts[(constant_index + 7u)];
    let _e267 = bitcast<vec4<f32>>(_e266);
    let _e270 = select(_e213, ((_e261.zzzz * _e267) + _e213), vec4<bool>(true, true, true, false));
    let _e272 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e107 + _e237), vec4<bool>(true, true, true, false));
    let _e275 = dot(_e272.xyz, _e272.xyz);
    let _e281 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e272 * vec4(inverseSqrt(_e275))), vec4<f32>(0f, 0f, 0f, 0f), (_e275 == 0f)), vec4<bool>(true, true, true, false));
    let _e287 = select(_e261, saturate(vec4(dot(_e90.xyz, _e281.xyz))), vec4<bool>(false, false, false, true));
    let _e290 = abs(_e287.w);
    let _e300 = select(_e287, vec4(min(select(select(pow(_e290, _e117.x), 340282350000000000000000000000000000000f, ((_e290 == 0f) && (_e117.x < 0f))), 1f, (_e117.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e304 = select(_e300, (_e300.wwww * _e300.yyyy), vec4<bool>(false, false, false, true));
    let _e308 = select(_e216, ((_e304.wwww * _e267) + _e216), vec4<bool>(true, true, true, false));
    let _e312 = consts[(constant_index + 8u)];
    let _e313 = bitcast<vec4<f32>>(_e312);
    let _e316 = select(_e237, (_e313 + -(_e25)), vec4<bool>(true, true, true, false));
    let _e321 = select(_e316, vec4(dot(_e316.xyz, _e316.xyz)), vec4<bool>(false, false, false, true));
    let _e326 = select(_e304, vec4(inverseSqrt(abs(_e321.w))), vec4<bool>(true, false, false, false));
    let _e329 = select(_e321, (_e321 * _e326.xxxx), vec4<bool>(true, true, true, false));
    let _e333 = select(_e326, (_e329.wwww * _e313.wwww), vec4<bool>(false, true, false, false));
    let _e339 = select(_e333, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e333.yyyy))), vec4<bool>(false, true, false, false));
    let _e349 = select(select(_e339, (_e339.yyyy * _e339.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e90.xyz, _e329.xyz))), vec4<bool>(false, false, true, false));
    let _e353 = select(_e349, (_e349.zzzz * _e349.yyyy), vec4<bool>(false, false, true, false));
    let _e358 = consts[(constant_index + 9u)];
    let _e359 = bitcast<vec4<f32>>(_e358);
    let _e362 = select(_e270, ((_e353.zzzz * _e359) + _e270), vec4<bool>(true, true, true, false));
    let _e364 = select(_e272, (_e107 + _e329), vec4<bool>(true, true, true, false));
    let _e367 = dot(_e364.xyz, _e364.xyz);
    let _e379 = select(_e353, saturate(vec4(dot(_e90.xyz, select(_e281, select((_e364 * vec4(inverseSqrt(_e367))), vec4<f32>(0f, 0f, 0f, 0f), (_e367 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, false, false, true));
    let _e382 = abs(_e379.w);
    let _e392 = select(_e379, vec4(min(select(select(pow(_e382, _e117.x), 340282350000000000000000000000000000000f, ((_e382 == 0f) && (_e117.x < 0f))), 1f, (_e117.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e411 = consts[(constant_index + 11u)];
    let _e417 = consts[(constant_index + 10u)];
    let _e420 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(bitcast<vec4<f32>>(_e411), bitcast<vec4<f32>>(_e417), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e90.yyyy * vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx) + vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e428 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e107.xyz, _e90.xyz))), vec4<bool>(true, false, false, false));
    let _e432 = select(_e428, (_e428.xxxx + _e428.xxxx), vec4<bool>(false, true, false, false));
    let _e439 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e90 * _e432.yyyy) + -(_e107)), vec4<bool>(true, true, true, false)).xyz);
    let _e444 = select(_e432, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e432.xxxx)), vec4<bool>(false, false, true, false));
    let _e448 = select(_e444, (_e444.zzzz * _e444.zzzz), vec4<bool>(false, false, false, true));
    let _e452 = select(_e448, (_e448.wwww * _e448.wwww), vec4<bool>(false, false, false, true));
    let _e456 = select(_e452, (_e452.wwww * _e452.zzzz), vec4<bool>(false, false, false, true));
    let _e464 = select(_e439, (_e439 * _e35), vec4<bool>(true, true, true, false));
    let _e469 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e31 * select(_e362, (_e362 + _e420), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e472 = select(_e469, ((select(_e308, ((select(_e392, (_e392.wwww * _e392.yyyy), vec4<bool>(false, false, false, true)).wwww * _e359) + _e308), vec4<bool>(true, true, true, false)) * _e35) + _e469), vec4<bool>(true, true, true, false));
    let _e474 = select(_e472, (_e472 + select(_e464, (_e464 * select(_e456, ((_e456.wwww * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).xxxx) + vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).yyyy), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e479 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e98.xyz, _e98.xyz)), vec4<bool>(true, false, false, false));
    let _e484 = select(_e479, vec4(inverseSqrt(abs(_e479.x))), vec4<bool>(true, false, false, false));
    let _e488 = select(_e484, vec4((1f / _e484.x)), vec4<bool>(true, false, false, false));
    let _e493 = consts[(constant_index + 13u)];
    let _e498 = select(_e488, (_e488.xxxx * -(bitcast<vec4<f32>>(_e493).xxxx)), vec4<bool>(false, true, false, false));
    let _e506 = consts[(constant_index + 12u)];
    let _e510 = select(_e474, mix(bitcast<vec4<f32>>(_e506), _e474, select(_e498, vec4(exp2(_e498.y)), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e514 = consts[(constant_index + 14u)];
    let _e519 = select(_e510, saturate((_e510 * bitcast<vec4<f32>>(_e514).xxxx)), vec4<bool>(true, true, true, false));
    let _e534 = select(select(select(_e420, vec4(log2(abs(_e519.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(_e519.y))), vec4<bool>(false, true, false, false)), vec4(log2(abs(_e519.z))), vec4<bool>(false, false, true, false));
    let _e537 = select(_e534, (_e534 * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).zzzz), vec4<bool>(true, true, true, false));
    return Output(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e537.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e537.y)), vec4<bool>(false, true, false, false)), vec4(exp2(_e537.z)), vec4<bool>(false, false, true, false)), _e31.wwww, vec4<bool>(false, false, false, true)));
}
