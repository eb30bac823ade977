struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e23 = consts[(_e13 + 5u)];
    let _e24 = bitcast<vec4<f32>>(_e23);
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e24.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).xxxx), vec4<bool>(true, false, false, false));
    let _e33 = select(_e29, fract(_e29.xxxx), vec4<bool>(false, true, false, false));
    let _e38 = select(_e33, (_e33.xxxx + -(_e33.yyyy)), vec4<bool>(true, false, false, false));
    let _e43 = select(_e38, saturate((_e38.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).yyyy)), vec4<bool>(true, false, false, false));
    let _e45 = mix(in0_, in1_, _e43.xxxx);
    let _e55 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e24.y)), vec4<bool>(true, false, false, false)), vec4(inverseSqrt(abs(_e24.z))), vec4<bool>(false, true, false, false));
    let _e56 = _e55.xxxx;
    let _e57 = _e55.yyyy;
    let _e61 = select(_e55, select(_e57, _e56, (_e56 >= _e57)), vec4<bool>(false, false, true, false));
    let _e62 = _e61.xxxx;
    let _e63 = _e61.yyyy;
    let _e70 = consts[(_e13 + 0u)];
    let _e77 = consts[(_e13 + 1u)];
    let _e85 = consts[(_e13 + 2u)];
    let _e93 = consts[(_e13 + 3u)];
    let _e97 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e45, bitcast<vec4<f32>>(_e70))), vec4<bool>(true, false, false, false)), vec4(dot(_e45, bitcast<vec4<f32>>(_e77))), vec4<bool>(false, true, false, false)), vec4(dot(_e45, bitcast<vec4<f32>>(_e85))), vec4<bool>(false, false, true, false)), vec4(dot(_e45, bitcast<vec4<f32>>(_e93))), vec4<bool>(false, false, false, true));
    let _e105 = consts[(_e13 + 256u)];
    let _e110 = consts[(_e13 + 257u)];
    return Output(select(_e97, ((_e97 * bitcast<vec4<f32>>(_e110)) + (bitcast<vec4<f32>>(_e105) * _e97.wwww)), vec4<bool>(true, true, true, false)), ((in2_ * select(_e61, select(_e63, _e62, (_e62 < _e63)), vec4<bool>(false, false, false, true)).zzww) + _e43.xxyy), (_e9 >> 12u));
}
