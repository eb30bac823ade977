struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e26 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e31 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e36 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e43 = consts[(_e13 + 0u)];
    let _e52 = consts[(_e13 + 14u)];
    let _e59 = consts[(_e13 + 1u)];
    let _e68 = consts[(_e13 + 15u)];
    let _e76 = consts[(_e13 + 2u)];
    let _e85 = consts[(_e13 + 16u)];
    let _e93 = consts[(_e13 + 3u)];
    let _e98 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e26, bitcast<vec4<f32>>(_e43))), vec4<bool>(true, false, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e59))), vec4<bool>(false, true, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e76))), vec4<bool>(false, false, true, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e93))), vec4<bool>(false, false, false, true));
    let _e102 = consts[(_e13 + 17u)];
    let _e106 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e26, bitcast<vec4<f32>>(_e52))), vec4<bool>(true, false, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e68))), vec4<bool>(false, true, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e85))), vec4<bool>(false, false, true, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e102))), vec4<bool>(false, false, false, true));
    let _e110 = consts[(_e13 + 18u)];
    let _e120 = consts[(_e13 + 19u)];
    let _e130 = consts[(_e13 + 20u)];
    let _e137 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e31.xyz, bitcast<vec4<f32>>(_e110).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e31.xyz, bitcast<vec4<f32>>(_e120).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e31.xyz, bitcast<vec4<f32>>(_e130).xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e142 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e137.xyz, _e137.xyz)), vec4<bool>(true, false, false, false));
    let _e145 = select(_e142, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e142, (_e142 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e154 = select(_e137, (_e137 * select(_e145, vec4(inverseSqrt(abs(_e145.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e155 = -(_e106);
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e155.xyz, _e155.xyz)), vec4<bool>(true, false, false, false));
    let _e163 = select(_e160, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e160, (_e160 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e171 = select(_e155, (_e155 * select(_e163, vec4(inverseSqrt(abs(_e163.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e175 = consts[(_e13 + 8u)];
    let _e180 = consts[(_e13 + 70u)];
    let _e183 = (bitcast<vec4<f32>>(_e180) + -(_e106));
    let _e188 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e183.xyz, _e183.xyz)), vec4<bool>(true, false, false, false));
    let _e193 = select(_e188, vec4(inverseSqrt(abs(_e188.x))), vec4<bool>(false, false, false, true));
    let _e196 = select(_e183, (_e183 * _e193.wwww), vec4<bool>(true, true, true, false));
    let _e198 = select(_e193, _e193.xxxx, vec4<bool>(false, false, true, false));
    let _e203 = select(select(_e198, vec4((1f / _e198.w)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(true, false, false, false));
    let _e207 = consts[(_e13 + 72u)];
    let _e208 = bitcast<vec4<f32>>(_e207);
    let _e213 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e203.xyz, _e208.xyz)), vec4<bool>(true, false, false, false));
    let _e217 = select(_e213, vec4((1f / _e213.x)), vec4<bool>(true, false, false, false));
    let _e225 = select(_e217, (_e217 * select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e208.wwww >= _e203.yyyy)), vec4<bool>(true, false, false, false))), vec4<bool>(true, false, false, false));
    let _e229 = consts[(_e13 + 69u)];
    let _e240 = select((_e196 + _e171), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e245 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e240.xyz, _e240.xyz)), vec4<bool>(true, false, false, false));
    let _e248 = select(_e245, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e245, (_e245 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e265 = consts[(_e13 + 13u)];
    let _e266 = bitcast<vec4<f32>>(_e265);
    let _e268 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e154.xyz, _e196.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e154.xyz, select(_e240, (_e240 * select(_e248, vec4(inverseSqrt(abs(_e248.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e266.xxxx, vec4<bool>(false, false, false, true));
    let _e281 = vec4<f32>(1f, max(_e268.x, 0f), select(0f, pow(_e268.y, clamp(_e268.w, -128f, 128f)), ((_e268.x > 0f) && (_e268.y > 0f))), 1f);
    let _e285 = select(_e281, (_e281 * _e225.xxxx), vec4<bool>(false, true, true, false));
    let _e289 = consts[(_e13 + 67u)];
    let _e297 = consts[(_e13 + 68u)];
    let _e305 = consts[(_e13 + 77u)];
    let _e308 = (bitcast<vec4<f32>>(_e305) + -(_e106));
    let _e313 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e308.xyz, _e308.xyz)), vec4<bool>(true, false, false, false));
    let _e318 = select(_e313, vec4(inverseSqrt(abs(_e313.x))), vec4<bool>(false, false, false, true));
    let _e321 = select(_e308, (_e308 * _e318.wwww), vec4<bool>(true, true, true, false));
    let _e323 = select(_e318, _e318.xxxx, vec4<bool>(false, false, true, false));
    let _e328 = select(select(_e323, vec4((1f / _e323.w)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(true, false, false, false));
    let _e332 = consts[(_e13 + 79u)];
    let _e333 = bitcast<vec4<f32>>(_e332);
    let _e338 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e328.xyz, _e333.xyz)), vec4<bool>(true, false, false, false));
    let _e342 = select(_e338, vec4((1f / _e338.x)), vec4<bool>(true, false, false, false));
    let _e349 = select(_e342, (_e342 * select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e333.wwww >= _e328.yyyy)), vec4<bool>(true, false, false, false))), vec4<bool>(true, false, false, false));
    let _e354 = consts[(_e13 + 78u)];
    let _e360 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(-(_e321).xyz, bitcast<vec4<f32>>(_e354).xyz)), vec4<bool>(true, false, false, false));
    let _e364 = consts[(_e13 + 80u)];
    let _e365 = bitcast<vec4<f32>>(_e364);
    let _e370 = select(_e360, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e365.yyyy < _e360.xxxx)), vec4<bool>(false, true, false, false));
    let _e375 = select(_e370, (_e370.xxxx + -(_e365.yyyy)), vec4<bool>(true, false, false, false));
    let _e380 = select(_e375, saturate((_e375.xxxx * _e365.zzzz)), vec4<bool>(true, false, false, false));
    let _e383 = abs(_e380.x);
    let _e394 = select(_e380, vec4(min(select(select(pow(_e383, _e365.x), 340282350000000000000000000000000000000f, ((_e383 == 0f) && (_e365.x < 0f))), 1f, (_e365.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(true, false, false, false));
    let _e398 = select(_e349, (_e349.xxxx * _e394.xxxx), vec4<bool>(true, false, false, false));
    let _e402 = select(_e398, (_e398.xxxx * _e394.yyyy), vec4<bool>(true, false, false, false));
    let _e406 = consts[(_e13 + 76u)];
    let _e417 = select((_e321 + _e171), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e422 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e417.xyz, _e417.xyz)), vec4<bool>(true, false, false, false));
    let _e425 = select(_e422, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e422, (_e422 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e440 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e154.xyz, _e321.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e154.xyz, select(_e417, (_e417 * select(_e425, vec4(inverseSqrt(abs(_e425.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e266.xxxx, vec4<bool>(false, false, false, true));
    let _e451 = vec4<f32>(1f, max(_e440.x, 0f), select(0f, pow(_e440.y, clamp(_e440.w, -128f, 128f)), ((_e440.x > 0f) && (_e440.y > 0f))), 1f);
    let _e454 = select(_e451, (_e451 * _e402.xxxx), vec4<bool>(false, true, true, false));
    let _e458 = consts[(_e13 + 74u)];
    let _e466 = consts[(_e13 + 75u)];
    let _e474 = consts[(_e13 + 85u)];
    let _e475 = bitcast<vec4<f32>>(_e474);
    let _e479 = consts[(_e13 + 83u)];
    let _e490 = select((_e475 + _e171), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e495 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e490.xyz, _e490.xyz)), vec4<bool>(true, false, false, false));
    let _e498 = select(_e495, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e495, (_e495 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e513 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e154.xyz, _e475.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e154.xyz, select(_e490, (_e490 * select(_e498, vec4(inverseSqrt(abs(_e498.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e266.xxxx, vec4<bool>(false, false, false, true));
    let _e524 = vec4<f32>(1f, max(_e513.x, 0f), select(0f, pow(_e513.y, clamp(_e513.w, -128f, 128f)), ((_e513.x > 0f) && (_e513.y > 0f))), 1f);
    let _e527 = select(_e524, (_e524 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e531 = consts[(_e13 + 81u)];
    let _e539 = consts[(_e13 + 82u)];
    let _e547 = consts[(_e13 + 10u)];
    let _e551 = consts[(_e13 + 12u)];
    let _e559 = consts[(_e13 + 9u)];
    let _e560 = bitcast<vec4<f32>>(_e559);
    let _e570 = consts[(_e13 + 11u)];
    let _e571 = bitcast<vec4<f32>>(_e570);
    let _e580 = consts[(_e13 + 26u)];
    let _e581 = bitcast<vec4<f32>>(_e580);
    let _e583 = select(vec4<f32>(0f, 0f, 0f, 0f), _e581.xxxx, vec4<bool>(true, false, false, false));
    let _e584 = _e583.xxxx;
    let _e585 = _e581.yyyy;
    let _e589 = select(_e583, select(_e585, _e584, (_e584 >= _e585)), vec4<bool>(true, false, false, false)).xxxx;
    let _e590 = _e581.zzzz;
    let _e597 = consts[(_e13 + 6u)];
    let _e602 = consts[(_e13 + 7u)];
    return Output(select(_e98, ((_e98 * bitcast<vec4<f32>>(_e602)) + (bitcast<vec4<f32>>(_e597) * _e98.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((bitcast<vec4<f32>>(_e531) * _e527.yyyy) + ((bitcast<vec4<f32>>(_e458) * _e454.yyyy) + ((bitcast<vec4<f32>>(_e289) * _e285.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)))) * _e560) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((bitcast<vec4<f32>>(_e479) * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + ((bitcast<vec4<f32>>(_e406) * _e402.xxxx) + ((bitcast<vec4<f32>>(_e229) * _e225.xxxx) + bitcast<vec4<f32>>(_e175)))) * bitcast<vec4<f32>>(_e547)) + bitcast<vec4<f32>>(_e551)), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e560), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((bitcast<vec4<f32>>(_e539) * _e527.zzzz) + ((bitcast<vec4<f32>>(_e466) * _e454.zzzz) + ((bitcast<vec4<f32>>(_e297) * _e285.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)))) * _e571)), vec4<bool>(true, true, true, false)), saturate(_e571), vec4<bool>(false, false, false, true)), _e36, _e36, _e36, _e36, _e36, _e36, _e36, _e36, vec4<f32>(1f, 1f, 1f, 1f), (_e9 >> 12u));
}
