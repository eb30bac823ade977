struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    let _e48 = consts[(_e4 + 4u)];
    let _e51 = (bitcast<vec4<f32>>(_e48) + -(in0_));
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e51.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
    let _e61 = select(_e56, vec4(inverseSqrt(abs(_e56.x))), vec4<bool>(false, true, false, false));
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e51 * _e61.yyyy), vec4<bool>(true, true, true, false));
    let _e69 = select(_e61, (_e61.xxxx * _e61.yyyy), vec4<bool>(false, false, false, true));
    let _e70 = _e69.xxxx;
    let _e71 = _e69.yyyy;
    let _e82 = consts[(_e4 + 5u)];
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e70.y * _e71.y), _e70.z, _e71.w).xyz, bitcast<vec4<f32>>(_e82).xyz)), vec4<bool>(true, false, false, false));
    let _e101 = consts[(_e4 + 6u)];
    let _e104 = (bitcast<vec4<f32>>(_e101) + -(in0_));
    let _e107 = dot(_e104.xyz, _e104.xyz);
    let _e114 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e104 * vec4(inverseSqrt(_e107))), vec4<f32>(0f, 0f, 0f, 0f), (_e107 == 0f)), vec4<bool>(true, true, true, false));
    let _e116 = select(_e114, (_e114 + _e65), vec4<bool>(true, true, true, false));
    let _e119 = dot(_e116.xyz, _e116.xyz);
    let _e134 = consts[(_e4 + 7u)];
    let _e137 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e65.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e116 * vec4(inverseSqrt(_e119))), vec4<f32>(0f, 0f, 0f, 0f), (_e119 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), bitcast<vec4<f32>>(_e134).xxxx, vec4<bool>(false, false, false, true));
    let _e152 = (vec4<f32>(1f, max(_e137.x, 0f), select(0f, pow(_e137.y, clamp(_e137.w, -128f, 128f)), ((_e137.x > 0f) && (_e137.y > 0f))), 1f) * select(_e88, vec4((1f / _e88.x)), vec4<bool>(true, false, false, false)).xxxx);
    let _e157 = consts[(_e4 + 8u)];
    let _e164 = consts[(_e4 + 9u)];
    let _e172 = consts[(_e4 + 256u)];
    let _e177 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * bitcast<vec4<f32>>(_e177)) + (bitcast<vec4<f32>>(_e172) * _e44.wwww)), vec4<bool>(true, true, true, false)), saturate((_e152.yyyy * bitcast<vec4<f32>>(_e157))), saturate((_e152.zzzz * bitcast<vec4<f32>>(_e164))));
}
