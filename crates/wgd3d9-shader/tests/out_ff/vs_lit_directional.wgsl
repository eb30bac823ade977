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
    let _e17 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e22 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e27 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e35 = consts[(_e4 + 0u)];
    let _e44 = consts[(_e4 + 14u)];
    let _e52 = consts[(_e4 + 1u)];
    let _e61 = consts[(_e4 + 15u)];
    let _e69 = consts[(_e4 + 2u)];
    let _e78 = consts[(_e4 + 16u)];
    let _e86 = consts[(_e4 + 3u)];
    let _e91 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, bitcast<vec4<f32>>(_e35))), vec4<bool>(true, false, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e52))), vec4<bool>(false, true, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e69))), vec4<bool>(false, false, true, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e86))), vec4<bool>(false, false, false, true));
    let _e95 = consts[(_e4 + 17u)];
    let _e103 = consts[(_e4 + 18u)];
    let _e113 = consts[(_e4 + 19u)];
    let _e123 = consts[(_e4 + 20u)];
    let _e130 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e22.xyz, bitcast<vec4<f32>>(_e103).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e22.xyz, bitcast<vec4<f32>>(_e113).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e22.xyz, bitcast<vec4<f32>>(_e123).xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e131 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, bitcast<vec4<f32>>(_e44))), vec4<bool>(true, false, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e61))), vec4<bool>(false, true, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e78))), vec4<bool>(false, false, true, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e95))), vec4<bool>(false, false, false, true)));
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e131.xyz, _e131.xyz)), vec4<bool>(true, false, false, false));
    let _e139 = select(_e136, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e136, (_e136 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e152 = consts[(_e4 + 8u)];
    let _e157 = consts[(_e4 + 71u)];
    let _e158 = bitcast<vec4<f32>>(_e157);
    let _e162 = consts[(_e4 + 69u)];
    let _e173 = select((_e158 + vec4<f32>(0f, 0f, -1f, 0f)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e178 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e173.xyz, _e173.xyz)), vec4<bool>(true, false, false, false));
    let _e181 = select(_e178, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e178, (_e178 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e198 = consts[(_e4 + 13u)];
    let _e201 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e130.xyz, _e158.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e130.xyz, select(_e173, (_e173 * select(_e181, vec4(inverseSqrt(abs(_e181.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), bitcast<vec4<f32>>(_e198).xxxx, vec4<bool>(false, false, false, true));
    let _e214 = vec4<f32>(1f, max(_e201.x, 0f), select(0f, pow(_e201.y, clamp(_e201.w, -128f, 128f)), ((_e201.x > 0f) && (_e201.y > 0f))), 1f);
    let _e218 = select(_e214, (_e214 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e222 = consts[(_e4 + 67u)];
    let _e230 = consts[(_e4 + 68u)];
    let _e238 = consts[(_e4 + 10u)];
    let _e243 = consts[(_e4 + 12u)];
    let _e257 = consts[(_e4 + 11u)];
    let _e258 = bitcast<vec4<f32>>(_e257);
    let _e267 = consts[(_e4 + 26u)];
    let _e268 = bitcast<vec4<f32>>(_e267);
    let _e270 = select(vec4<f32>(0f, 0f, 0f, 0f), _e268.xxxx, vec4<bool>(true, false, false, false));
    let _e271 = _e270.xxxx;
    let _e272 = _e268.yyyy;
    let _e276 = select(_e270, select(_e272, _e271, (_e271 >= _e272)), vec4<bool>(true, false, false, false)).xxxx;
    let _e277 = _e268.zzzz;
    let _e284 = consts[(_e4 + 6u)];
    let _e289 = consts[(_e4 + 7u)];
    return Output(select(_e91, ((_e91 * bitcast<vec4<f32>>(_e289)) + (bitcast<vec4<f32>>(_e284) * _e91.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((bitcast<vec4<f32>>(_e222) * _e218.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)) * in5_) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((bitcast<vec4<f32>>(_e162) * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + bitcast<vec4<f32>>(_e152)) * bitcast<vec4<f32>>(_e238)) + bitcast<vec4<f32>>(_e243)), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(in5_), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((bitcast<vec4<f32>>(_e230) * _e218.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)) * _e258)), vec4<bool>(true, true, true, false)), saturate(_e258), vec4<bool>(false, false, false, true)), _e27, _e27, _e27, _e27, _e27, _e27, _e27, _e27, vec4<f32>(1f, 1f, 1f, 1f));
}
