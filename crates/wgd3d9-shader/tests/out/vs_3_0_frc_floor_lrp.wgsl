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
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e21 = consts[(_e11 + 5u)];
    let _e22 = bitcast<vec4<f32>>(_e21);
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e22.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).xxxx), vec4<bool>(true, false, false, false));
    let _e31 = select(_e27, fract(_e27.xxxx), vec4<bool>(false, true, false, false));
    let _e36 = select(_e31, (_e31.xxxx + -(_e31.yyyy)), vec4<bool>(true, false, false, false));
    let _e41 = select(_e36, saturate((_e36.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).yyyy)), vec4<bool>(true, false, false, false));
    let _e43 = mix(in0_, in1_, _e41.xxxx);
    let _e53 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e22.y)), vec4<bool>(true, false, false, false)), vec4(inverseSqrt(abs(_e22.z))), vec4<bool>(false, true, false, false));
    let _e54 = _e53.xxxx;
    let _e55 = _e53.yyyy;
    let _e59 = select(_e53, select(_e55, _e54, (_e54 >= _e55)), vec4<bool>(false, false, true, false));
    let _e60 = _e59.xxxx;
    let _e61 = _e59.yyyy;
    let _e69 = consts[(_e11 + 0u)];
    let _e77 = consts[(_e11 + 1u)];
    let _e85 = consts[(_e11 + 2u)];
    let _e93 = consts[(_e11 + 3u)];
    let _e97 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e43, bitcast<vec4<f32>>(_e69))), vec4<bool>(true, false, false, false)), vec4(dot(_e43, bitcast<vec4<f32>>(_e77))), vec4<bool>(false, true, false, false)), vec4(dot(_e43, bitcast<vec4<f32>>(_e85))), vec4<bool>(false, false, true, false)), vec4(dot(_e43, bitcast<vec4<f32>>(_e93))), vec4<bool>(false, false, false, true));
    let _e105 = consts[(_e11 + 256u)];
    let _e110 = consts[(_e11 + 257u)];
    return Output(select(_e97, ((_e97 * bitcast<vec4<f32>>(_e110)) + (bitcast<vec4<f32>>(_e105) * _e97.wwww)), vec4<bool>(true, true, true, false)), ((in2_ * select(_e59, select(_e61, _e60, (_e60 < _e61)), vec4<bool>(false, false, false, true)).zzww) + _e41.xxyy), (_e7 >> 12u));
}
