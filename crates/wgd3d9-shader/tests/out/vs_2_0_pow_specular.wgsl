struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e53 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    let _e57 = consts[(_e13 + 4u)];
    let _e60 = (bitcast<vec4<f32>>(_e57) + -(in0_));
    let _e63 = dot(_e60.xyz, _e60.xyz);
    let _e75 = consts[(_e13 + 5u)];
    let _e76 = bitcast<vec4<f32>>(_e75);
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e76.xyz)), vec4<bool>(true, false, false, false));
    let _e85 = select(_e81, (_e81.xxxx + _e81.xxxx), vec4<bool>(false, true, false, false));
    let _e95 = select(_e85, vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e85.yyyy) + -(_e76)), vec4<bool>(true, true, true, false)).xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e60 * vec4(inverseSqrt(_e63))), vec4<f32>(0f, 0f, 0f, 0f), (_e63 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, false, true, false));
    let _e96 = vec4<f32>(0f, 1f, 2f, 32f).xxxx;
    let _e100 = select(_e95, select(_e96, _e95, (_e95 >= _e96)), vec4<bool>(true, false, true, false));
    let _e103 = abs(_e100.z);
    let _e115 = select(_e100, vec4(min(select(select(pow(_e103, vec4<f32>(0f, 1f, 2f, 32f).w), 340282350000000000000000000000000000000f, ((_e103 == 0f) && (vec4<f32>(0f, 1f, 2f, 32f).w < 0f))), 1f, (vec4<f32>(0f, 1f, 2f, 32f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e120 = consts[(_e13 + 6u)];
    let _e127 = consts[(_e13 + 7u)];
    let _e135 = consts[(_e13 + 256u)];
    let _e140 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e140)) + (bitcast<vec4<f32>>(_e135) * _e53.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e115.wwww * bitcast<vec4<f32>>(_e127)) + (_e115.xxxx * bitcast<vec4<f32>>(_e120)))), (_e9 >> 12u));
}
