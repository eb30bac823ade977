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
    let _e28 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e33 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e38 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e45 = consts[(_e13 + 0u)];
    let _e54 = consts[(_e13 + 14u)];
    let _e61 = consts[(_e13 + 1u)];
    let _e70 = consts[(_e13 + 15u)];
    let _e78 = consts[(_e13 + 2u)];
    let _e87 = consts[(_e13 + 16u)];
    let _e95 = consts[(_e13 + 3u)];
    let _e100 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28, bitcast<vec4<f32>>(_e45))), vec4<bool>(true, false, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e61))), vec4<bool>(false, true, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e78))), vec4<bool>(false, false, true, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e95))), vec4<bool>(false, false, false, true));
    let _e104 = consts[(_e13 + 17u)];
    let _e108 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28, bitcast<vec4<f32>>(_e54))), vec4<bool>(true, false, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e70))), vec4<bool>(false, true, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e87))), vec4<bool>(false, false, true, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e104))), vec4<bool>(false, false, false, true));
    let _e112 = consts[(_e13 + 18u)];
    let _e122 = consts[(_e13 + 19u)];
    let _e132 = consts[(_e13 + 20u)];
    let _e140 = -(_e108);
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e140.xyz, _e140.xyz)), vec4<bool>(true, false, false, false));
    let _e148 = select(_e145, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e145, (_e145 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e162 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e108.xyz, _e108.xyz)), vec4<bool>(true, false, false, false));
    let _e167 = select(_e162, vec4(inverseSqrt(abs(_e162.x))), vec4<bool>(true, false, false, false));
    let _e176 = consts[(_e13 + 25u)];
    let _e180 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e167, vec4((1f / _e167.x)), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e176).zzzz), vec4<bool>(true, false, false, false));
    let _e184 = select(_e180, (_e180.xxxx * _e180.xxxx), vec4<bool>(true, false, false, false));
    let _e196 = consts[(_e13 + 26u)];
    let _e197 = bitcast<vec4<f32>>(_e196);
    let _e199 = select(vec4<f32>(0f, 0f, 0f, 0f), _e197.xxxx, vec4<bool>(true, false, false, false));
    let _e200 = _e199.xxxx;
    let _e201 = _e197.yyyy;
    let _e205 = select(_e199, select(_e201, _e200, (_e200 >= _e201)), vec4<bool>(true, false, false, false)).xxxx;
    let _e206 = _e197.zzzz;
    let _e213 = consts[(_e13 + 6u)];
    let _e218 = consts[(_e13 + 7u)];
    return Output(select(_e100, ((_e100 * bitcast<vec4<f32>>(_e218)) + (bitcast<vec4<f32>>(_e213) * _e100.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), _e38, _e38, _e38, _e38, _e38, _e38, _e38, _e38, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(exp2(select(_e184, (_e184.xxxx * vec4<f32>(-1.442695f, -1.442695f, -1.442695f, -1.442695f)), vec4<bool>(true, false, false, false)).x))), vec4<bool>(true, false, false, false)), (_e9 >> 12u));
}
