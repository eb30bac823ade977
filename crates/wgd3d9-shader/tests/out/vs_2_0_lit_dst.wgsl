struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    let _e56 = consts[(_e13 + 4u)];
    let _e59 = (bitcast<vec4<f32>>(_e56) + -(in0_));
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e59.xyz, _e59.xyz)), vec4<bool>(true, false, false, false));
    let _e69 = select(_e64, vec4(inverseSqrt(abs(_e64.x))), vec4<bool>(false, true, false, false));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e59 * _e69.yyyy), vec4<bool>(true, true, true, false));
    let _e77 = select(_e69, (_e69.xxxx * _e69.yyyy), vec4<bool>(false, false, false, true));
    let _e78 = _e77.xxxx;
    let _e79 = _e77.yyyy;
    let _e90 = consts[(_e13 + 5u)];
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e78.y * _e79.y), _e78.z, _e79.w).xyz, bitcast<vec4<f32>>(_e90).xyz)), vec4<bool>(true, false, false, false));
    let _e109 = consts[(_e13 + 6u)];
    let _e112 = (bitcast<vec4<f32>>(_e109) + -(in0_));
    let _e115 = dot(_e112.xyz, _e112.xyz);
    let _e122 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e112 * vec4(inverseSqrt(_e115))), vec4<f32>(0f, 0f, 0f, 0f), (_e115 == 0f)), vec4<bool>(true, true, true, false));
    let _e124 = select(_e122, (_e122 + _e73), vec4<bool>(true, true, true, false));
    let _e127 = dot(_e124.xyz, _e124.xyz);
    let _e142 = consts[(_e13 + 7u)];
    let _e145 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e73.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e124 * vec4(inverseSqrt(_e127))), vec4<f32>(0f, 0f, 0f, 0f), (_e127 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), bitcast<vec4<f32>>(_e142).xxxx, vec4<bool>(false, false, false, true));
    let _e160 = (vec4<f32>(1f, max(_e145.x, 0f), select(0f, pow(_e145.y, clamp(_e145.w, -128f, 128f)), ((_e145.x > 0f) && (_e145.y > 0f))), 1f) * select(_e96, vec4((1f / _e96.x)), vec4<bool>(true, false, false, false)).xxxx);
    let _e165 = consts[(_e13 + 8u)];
    let _e172 = consts[(_e13 + 9u)];
    let _e180 = consts[(_e13 + 256u)];
    let _e185 = consts[(_e13 + 257u)];
    return Output(select(_e52, ((_e52 * bitcast<vec4<f32>>(_e185)) + (bitcast<vec4<f32>>(_e180) * _e52.wwww)), vec4<bool>(true, true, true, false)), saturate((_e160.yyyy * bitcast<vec4<f32>>(_e165))), saturate((_e160.zzzz * bitcast<vec4<f32>>(_e172))), (_e9 >> 12u));
}
