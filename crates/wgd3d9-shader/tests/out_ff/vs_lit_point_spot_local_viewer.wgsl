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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e21 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e26 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e34 = consts[(_e4 + 0u)];
    let _e42 = consts[(_e4 + 14u)];
    let _e49 = consts[(_e4 + 1u)];
    let _e57 = consts[(_e4 + 15u)];
    let _e64 = consts[(_e4 + 2u)];
    let _e72 = consts[(_e4 + 16u)];
    let _e79 = consts[(_e4 + 3u)];
    let _e83 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e34)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e49)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e64)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e79)), vec4<bool>(false, false, false, true));
    let _e87 = consts[(_e4 + 17u)];
    let _e90 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e42)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e57)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e72)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e87)), vec4<bool>(false, false, false, true));
    let _e94 = consts[(_e4 + 18u)];
    let _e103 = consts[(_e4 + 19u)];
    let _e112 = consts[(_e4 + 20u)];
    let _e118 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e21.xyz, _e94.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e21.xyz, _e103.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e21.xyz, _e112.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e118.xyz, _e118.xyz)), vec4<bool>(true, false, false, false));
    let _e126 = select(_e123, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e123, (_e123 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e135 = select(_e118, (_e118 * select(_e126, vec4(inverseSqrt(abs(_e126.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e136 = -(_e90);
    let _e141 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e136.xyz, _e136.xyz)), vec4<bool>(true, false, false, false));
    let _e144 = select(_e141, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e141, (_e141 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e152 = select(_e136, (_e136 * select(_e144, vec4(inverseSqrt(abs(_e144.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e156 = consts[(_e4 + 8u)];
    let _e160 = consts[(_e4 + 70u)];
    let _e162 = (_e160 + -(_e90));
    let _e167 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e162.xyz, _e162.xyz)), vec4<bool>(true, false, false, false));
    let _e172 = select(_e167, vec4(inverseSqrt(abs(_e167.x))), vec4<bool>(false, false, false, true));
    let _e175 = select(_e162, (_e162 * _e172.wwww), vec4<bool>(true, true, true, false));
    let _e177 = select(_e172, _e172.xxxx, vec4<bool>(false, false, true, false));
    let _e182 = select(select(_e177, vec4((1f / _e177.w)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(true, false, false, false));
    let _e186 = consts[(_e4 + 72u)];
    let _e191 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e182.xyz, _e186.xyz)), vec4<bool>(true, false, false, false));
    let _e195 = select(_e191, vec4((1f / _e191.x)), vec4<bool>(true, false, false, false));
    let _e203 = select(_e195, (_e195 * select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e186.wwww >= _e182.yyyy)), vec4<bool>(true, false, false, false))), vec4<bool>(true, false, false, false));
    let _e207 = consts[(_e4 + 69u)];
    let _e217 = select((_e175 + _e152), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e217.xyz, _e217.xyz)), vec4<bool>(true, false, false, false));
    let _e225 = select(_e222, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e222, (_e222 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e242 = consts[(_e4 + 13u)];
    let _e244 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e135.xyz, _e175.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e135.xyz, select(_e217, (_e217 * select(_e225, vec4(inverseSqrt(abs(_e225.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e242.xxxx, vec4<bool>(false, false, false, true));
    let _e257 = vec4<f32>(1f, max(_e244.x, 0f), select(0f, pow(_e244.y, clamp(_e244.w, -128f, 128f)), ((_e244.x > 0f) && (_e244.y > 0f))), 1f);
    let _e261 = select(_e257, (_e257 * _e203.xxxx), vec4<bool>(false, true, true, false));
    let _e265 = consts[(_e4 + 67u)];
    let _e272 = consts[(_e4 + 68u)];
    let _e279 = consts[(_e4 + 77u)];
    let _e281 = (_e279 + -(_e90));
    let _e286 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e281.xyz, _e281.xyz)), vec4<bool>(true, false, false, false));
    let _e291 = select(_e286, vec4(inverseSqrt(abs(_e286.x))), vec4<bool>(false, false, false, true));
    let _e294 = select(_e281, (_e281 * _e291.wwww), vec4<bool>(true, true, true, false));
    let _e296 = select(_e291, _e291.xxxx, vec4<bool>(false, false, true, false));
    let _e301 = select(select(_e296, vec4((1f / _e296.w)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(true, false, false, false));
    let _e305 = consts[(_e4 + 79u)];
    let _e310 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e301.xyz, _e305.xyz)), vec4<bool>(true, false, false, false));
    let _e314 = select(_e310, vec4((1f / _e310.x)), vec4<bool>(true, false, false, false));
    let _e321 = select(_e314, (_e314 * select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e305.wwww >= _e301.yyyy)), vec4<bool>(true, false, false, false))), vec4<bool>(true, false, false, false));
    let _e326 = consts[(_e4 + 78u)];
    let _e331 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(-(_e294).xyz, _e326.xyz)), vec4<bool>(true, false, false, false));
    let _e335 = consts[(_e4 + 80u)];
    let _e340 = select(_e331, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e335.yyyy < _e331.xxxx)), vec4<bool>(false, true, false, false));
    let _e345 = select(_e340, (_e340.xxxx + -(_e335.yyyy)), vec4<bool>(true, false, false, false));
    let _e350 = select(_e345, saturate((_e345.xxxx * _e335.zzzz)), vec4<bool>(true, false, false, false));
    let _e353 = abs(_e350.x);
    let _e364 = select(_e350, vec4(min(select(select(pow(_e353, _e335.x), 340282350000000000000000000000000000000f, ((_e353 == 0f) && (_e335.x < 0f))), 1f, (_e335.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(true, false, false, false));
    let _e368 = select(_e321, (_e321.xxxx * _e364.xxxx), vec4<bool>(true, false, false, false));
    let _e372 = select(_e368, (_e368.xxxx * _e364.yyyy), vec4<bool>(true, false, false, false));
    let _e376 = consts[(_e4 + 76u)];
    let _e386 = select((_e294 + _e152), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e391 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e386.xyz, _e386.xyz)), vec4<bool>(true, false, false, false));
    let _e394 = select(_e391, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e391, (_e391 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e409 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e135.xyz, _e294.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e135.xyz, select(_e386, (_e386 * select(_e394, vec4(inverseSqrt(abs(_e394.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e242.xxxx, vec4<bool>(false, false, false, true));
    let _e420 = vec4<f32>(1f, max(_e409.x, 0f), select(0f, pow(_e409.y, clamp(_e409.w, -128f, 128f)), ((_e409.x > 0f) && (_e409.y > 0f))), 1f);
    let _e423 = select(_e420, (_e420 * _e372.xxxx), vec4<bool>(false, true, true, false));
    let _e427 = consts[(_e4 + 74u)];
    let _e434 = consts[(_e4 + 75u)];
    let _e441 = consts[(_e4 + 85u)];
    let _e445 = consts[(_e4 + 83u)];
    let _e455 = select((_e441 + _e152), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e460 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e455.xyz, _e455.xyz)), vec4<bool>(true, false, false, false));
    let _e463 = select(_e460, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e460, (_e460 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e478 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e135.xyz, _e441.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e135.xyz, select(_e455, (_e455 * select(_e463, vec4(inverseSqrt(abs(_e463.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e242.xxxx, vec4<bool>(false, false, false, true));
    let _e489 = vec4<f32>(1f, max(_e478.x, 0f), select(0f, pow(_e478.y, clamp(_e478.w, -128f, 128f)), ((_e478.x > 0f) && (_e478.y > 0f))), 1f);
    let _e492 = select(_e489, (_e489 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e496 = consts[(_e4 + 81u)];
    let _e503 = consts[(_e4 + 82u)];
    let _e510 = consts[(_e4 + 10u)];
    let _e514 = consts[(_e4 + 12u)];
    let _e521 = consts[(_e4 + 9u)];
    let _e531 = consts[(_e4 + 11u)];
    let _e540 = consts[(_e4 + 26u)];
    let _e542 = select(vec4<f32>(0f, 0f, 0f, 0f), _e540.xxxx, vec4<bool>(true, false, false, false));
    let _e543 = _e542.xxxx;
    let _e544 = _e540.yyyy;
    let _e548 = select(_e542, select(_e544, _e543, (_e543 >= _e544)), vec4<bool>(true, false, false, false)).xxxx;
    let _e549 = _e540.zzzz;
    let _e556 = consts[(_e4 + 6u)];
    let _e560 = consts[(_e4 + 7u)];
    return Output(select(_e83, ((_e83 * _e560) + (_e556 * _e83.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((_e496 * _e492.yyyy) + ((_e427 * _e423.yyyy) + ((_e265 * _e261.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)))) * _e521) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((_e445 * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + ((_e376 * _e372.xxxx) + ((_e207 * _e203.xxxx) + _e156))) * _e510) + _e514), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e521), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((_e503 * _e492.zzzz) + ((_e434 * _e423.zzzz) + ((_e272 * _e261.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)))) * _e531)), vec4<bool>(true, true, true, false)), saturate(_e531), vec4<bool>(false, false, false, true)), _e26, _e26, _e26, _e26, _e26, _e26, _e26, _e26, vec4<f32>(1f, 1f, 1f, 1f));
}
