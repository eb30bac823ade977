struct Immediates {
    vs: u32,
    ps: u32,
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
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e21 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e26 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e34 = consts[(_e4 + 0u)];
    let _e43 = consts[(_e4 + 14u)];
    let _e51 = consts[(_e4 + 1u)];
    let _e60 = consts[(_e4 + 15u)];
    let _e68 = consts[(_e4 + 2u)];
    let _e77 = consts[(_e4 + 16u)];
    let _e85 = consts[(_e4 + 3u)];
    let _e90 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, bitcast<vec4<f32>>(_e34))), vec4<bool>(true, false, false, false)), vec4(dot(_e16, bitcast<vec4<f32>>(_e51))), vec4<bool>(false, true, false, false)), vec4(dot(_e16, bitcast<vec4<f32>>(_e68))), vec4<bool>(false, false, true, false)), vec4(dot(_e16, bitcast<vec4<f32>>(_e85))), vec4<bool>(false, false, false, true));
    let _e94 = consts[(_e4 + 17u)];
    let _e98 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, bitcast<vec4<f32>>(_e43))), vec4<bool>(true, false, false, false)), vec4(dot(_e16, bitcast<vec4<f32>>(_e60))), vec4<bool>(false, true, false, false)), vec4(dot(_e16, bitcast<vec4<f32>>(_e77))), vec4<bool>(false, false, true, false)), vec4(dot(_e16, bitcast<vec4<f32>>(_e94))), vec4<bool>(false, false, false, true));
    let _e102 = consts[(_e4 + 18u)];
    let _e112 = consts[(_e4 + 19u)];
    let _e122 = consts[(_e4 + 20u)];
    let _e129 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e21.xyz, bitcast<vec4<f32>>(_e102).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e21.xyz, bitcast<vec4<f32>>(_e112).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e21.xyz, bitcast<vec4<f32>>(_e122).xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e129.xyz, _e129.xyz)), vec4<bool>(true, false, false, false));
    let _e137 = select(_e134, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e134, (_e134 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e146 = select(_e129, (_e129 * select(_e137, vec4(inverseSqrt(abs(_e137.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e147 = -(_e98);
    let _e152 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e147.xyz, _e147.xyz)), vec4<bool>(true, false, false, false));
    let _e155 = select(_e152, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e152, (_e152 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e163 = select(_e147, (_e147 * select(_e155, vec4(inverseSqrt(abs(_e155.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e167 = consts[(_e4 + 8u)];
    let _e172 = consts[(_e4 + 70u)];
    let _e175 = (bitcast<vec4<f32>>(_e172) + -(_e98));
    let _e180 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e175.xyz, _e175.xyz)), vec4<bool>(true, false, false, false));
    let _e185 = select(_e180, vec4(inverseSqrt(abs(_e180.x))), vec4<bool>(false, false, false, true));
    let _e188 = select(_e175, (_e175 * _e185.wwww), vec4<bool>(true, true, true, false));
    let _e190 = select(_e185, _e185.xxxx, vec4<bool>(false, false, true, false));
    let _e195 = select(select(_e190, vec4((1f / _e190.w)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(true, false, false, false));
    let _e199 = consts[(_e4 + 72u)];
    let _e200 = bitcast<vec4<f32>>(_e199);
    let _e205 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e195.xyz, _e200.xyz)), vec4<bool>(true, false, false, false));
    let _e209 = select(_e205, vec4((1f / _e205.x)), vec4<bool>(true, false, false, false));
    let _e217 = select(_e209, (_e209 * select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e200.wwww >= _e195.yyyy)), vec4<bool>(true, false, false, false))), vec4<bool>(true, false, false, false));
    let _e221 = consts[(_e4 + 69u)];
    let _e232 = select((_e188 + _e163), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e237 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e232.xyz, _e232.xyz)), vec4<bool>(true, false, false, false));
    let _e240 = select(_e237, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e237, (_e237 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e257 = consts[(_e4 + 13u)];
    let _e258 = bitcast<vec4<f32>>(_e257);
    let _e260 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e146.xyz, _e188.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e146.xyz, select(_e232, (_e232 * select(_e240, vec4(inverseSqrt(abs(_e240.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e258.xxxx, vec4<bool>(false, false, false, true));
    let _e273 = vec4<f32>(1f, max(_e260.x, 0f), select(0f, pow(_e260.y, clamp(_e260.w, -128f, 128f)), ((_e260.x > 0f) && (_e260.y > 0f))), 1f);
    let _e277 = select(_e273, (_e273 * _e217.xxxx), vec4<bool>(false, true, true, false));
    let _e281 = consts[(_e4 + 67u)];
    let _e289 = consts[(_e4 + 68u)];
    let _e297 = consts[(_e4 + 77u)];
    let _e300 = (bitcast<vec4<f32>>(_e297) + -(_e98));
    let _e305 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e300.xyz, _e300.xyz)), vec4<bool>(true, false, false, false));
    let _e310 = select(_e305, vec4(inverseSqrt(abs(_e305.x))), vec4<bool>(false, false, false, true));
    let _e313 = select(_e300, (_e300 * _e310.wwww), vec4<bool>(true, true, true, false));
    let _e315 = select(_e310, _e310.xxxx, vec4<bool>(false, false, true, false));
    let _e320 = select(select(_e315, vec4((1f / _e315.w)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(true, false, false, false));
    let _e324 = consts[(_e4 + 79u)];
    let _e325 = bitcast<vec4<f32>>(_e324);
    let _e330 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e320.xyz, _e325.xyz)), vec4<bool>(true, false, false, false));
    let _e334 = select(_e330, vec4((1f / _e330.x)), vec4<bool>(true, false, false, false));
    let _e341 = select(_e334, (_e334 * select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e325.wwww >= _e320.yyyy)), vec4<bool>(true, false, false, false))), vec4<bool>(true, false, false, false));
    let _e346 = consts[(_e4 + 78u)];
    let _e352 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(-(_e313).xyz, bitcast<vec4<f32>>(_e346).xyz)), vec4<bool>(true, false, false, false));
    let _e356 = consts[(_e4 + 80u)];
    let _e357 = bitcast<vec4<f32>>(_e356);
    let _e362 = select(_e352, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e357.yyyy < _e352.xxxx)), vec4<bool>(false, true, false, false));
    let _e367 = select(_e362, (_e362.xxxx + -(_e357.yyyy)), vec4<bool>(true, false, false, false));
    let _e372 = select(_e367, saturate((_e367.xxxx * _e357.zzzz)), vec4<bool>(true, false, false, false));
    let _e375 = abs(_e372.x);
    let _e386 = select(_e372, vec4(min(select(select(pow(_e375, _e357.x), 340282350000000000000000000000000000000f, ((_e375 == 0f) && (_e357.x < 0f))), 1f, (_e357.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(true, false, false, false));
    let _e390 = select(_e341, (_e341.xxxx * _e386.xxxx), vec4<bool>(true, false, false, false));
    let _e394 = select(_e390, (_e390.xxxx * _e386.yyyy), vec4<bool>(true, false, false, false));
    let _e398 = consts[(_e4 + 76u)];
    let _e409 = select((_e313 + _e163), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e414 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e409.xyz, _e409.xyz)), vec4<bool>(true, false, false, false));
    let _e417 = select(_e414, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e414, (_e414 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e432 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e146.xyz, _e313.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e146.xyz, select(_e409, (_e409 * select(_e417, vec4(inverseSqrt(abs(_e417.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e258.xxxx, vec4<bool>(false, false, false, true));
    let _e443 = vec4<f32>(1f, max(_e432.x, 0f), select(0f, pow(_e432.y, clamp(_e432.w, -128f, 128f)), ((_e432.x > 0f) && (_e432.y > 0f))), 1f);
    let _e446 = select(_e443, (_e443 * _e394.xxxx), vec4<bool>(false, true, true, false));
    let _e450 = consts[(_e4 + 74u)];
    let _e458 = consts[(_e4 + 75u)];
    let _e466 = consts[(_e4 + 85u)];
    let _e467 = bitcast<vec4<f32>>(_e466);
    let _e471 = consts[(_e4 + 83u)];
    let _e482 = select((_e467 + _e163), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e487 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e482.xyz, _e482.xyz)), vec4<bool>(true, false, false, false));
    let _e490 = select(_e487, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e487, (_e487 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e505 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e146.xyz, _e467.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e146.xyz, select(_e482, (_e482 * select(_e490, vec4(inverseSqrt(abs(_e490.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e258.xxxx, vec4<bool>(false, false, false, true));
    let _e516 = vec4<f32>(1f, max(_e505.x, 0f), select(0f, pow(_e505.y, clamp(_e505.w, -128f, 128f)), ((_e505.x > 0f) && (_e505.y > 0f))), 1f);
    let _e519 = select(_e516, (_e516 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e523 = consts[(_e4 + 81u)];
    let _e531 = consts[(_e4 + 82u)];
    let _e539 = consts[(_e4 + 10u)];
    let _e544 = consts[(_e4 + 12u)];
    let _e552 = consts[(_e4 + 9u)];
    let _e553 = bitcast<vec4<f32>>(_e552);
    let _e563 = consts[(_e4 + 11u)];
    let _e564 = bitcast<vec4<f32>>(_e563);
    let _e573 = consts[(_e4 + 26u)];
    let _e574 = bitcast<vec4<f32>>(_e573);
    let _e576 = select(vec4<f32>(0f, 0f, 0f, 0f), _e574.xxxx, vec4<bool>(true, false, false, false));
    let _e577 = _e576.xxxx;
    let _e578 = _e574.yyyy;
    let _e582 = select(_e576, select(_e578, _e577, (_e577 >= _e578)), vec4<bool>(true, false, false, false)).xxxx;
    let _e583 = _e574.zzzz;
    let _e590 = consts[(_e4 + 6u)];
    let _e595 = consts[(_e4 + 7u)];
    return Output(select(_e90, ((_e90 * bitcast<vec4<f32>>(_e595)) + (bitcast<vec4<f32>>(_e590) * _e90.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((bitcast<vec4<f32>>(_e523) * _e519.yyyy) + ((bitcast<vec4<f32>>(_e450) * _e446.yyyy) + ((bitcast<vec4<f32>>(_e281) * _e277.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)))) * _e553) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((bitcast<vec4<f32>>(_e471) * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + ((bitcast<vec4<f32>>(_e398) * _e394.xxxx) + ((bitcast<vec4<f32>>(_e221) * _e217.xxxx) + bitcast<vec4<f32>>(_e167)))) * bitcast<vec4<f32>>(_e539)) + bitcast<vec4<f32>>(_e544)), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e553), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((bitcast<vec4<f32>>(_e531) * _e519.zzzz) + ((bitcast<vec4<f32>>(_e458) * _e446.zzzz) + ((bitcast<vec4<f32>>(_e289) * _e277.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)))) * _e564)), vec4<bool>(true, true, true, false)), saturate(_e564), vec4<bool>(false, false, false, true)), _e26, _e26, _e26, _e26, _e26, _e26, _e26, _e26, vec4<f32>(1f, 1f, 1f, 1f));
}
