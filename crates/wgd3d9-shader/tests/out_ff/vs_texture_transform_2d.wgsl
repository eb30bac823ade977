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
    let _e27 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e32 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e37 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e44 = consts[(_e13 + 0u)];
    let _e53 = consts[(_e13 + 14u)];
    let _e60 = consts[(_e13 + 1u)];
    let _e69 = consts[(_e13 + 15u)];
    let _e77 = consts[(_e13 + 2u)];
    let _e86 = consts[(_e13 + 16u)];
    let _e94 = consts[(_e13 + 3u)];
    let _e99 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, bitcast<vec4<f32>>(_e44))), vec4<bool>(true, false, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e60))), vec4<bool>(false, true, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e77))), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e94))), vec4<bool>(false, false, false, true));
    let _e103 = consts[(_e13 + 17u)];
    let _e111 = consts[(_e13 + 18u)];
    let _e121 = consts[(_e13 + 19u)];
    let _e131 = consts[(_e13 + 20u)];
    let _e139 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, bitcast<vec4<f32>>(_e53))), vec4<bool>(true, false, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e69))), vec4<bool>(false, true, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e86))), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e103))), vec4<bool>(false, false, false, true)));
    let _e144 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e139.xyz, _e139.xyz)), vec4<bool>(true, false, false, false));
    let _e147 = select(_e144, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e144, (_e144 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e159 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(in8_.x, in8_.y, 0f, 1f), vec4<bool>(true, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, true, false));
    let _e163 = consts[(_e13 + 33u)];
    let _e171 = consts[(_e13 + 34u)];
    let _e179 = consts[(_e13 + 35u)];
    let _e187 = consts[(_e13 + 36u)];
    let _e195 = consts[(_e13 + 26u)];
    let _e196 = bitcast<vec4<f32>>(_e195);
    let _e198 = select(vec4<f32>(0f, 0f, 0f, 0f), _e196.xxxx, vec4<bool>(true, false, false, false));
    let _e199 = _e198.xxxx;
    let _e200 = _e196.yyyy;
    let _e204 = select(_e198, select(_e200, _e199, (_e199 >= _e200)), vec4<bool>(true, false, false, false)).xxxx;
    let _e205 = _e196.zzzz;
    let _e212 = consts[(_e13 + 6u)];
    let _e217 = consts[(_e13 + 7u)];
    return Output(select(_e99, ((_e99 * bitcast<vec4<f32>>(_e217)) + (bitcast<vec4<f32>>(_e212) * _e99.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), _e37, select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e159, bitcast<vec4<f32>>(_e163))), vec4<bool>(true, false, false, false)), vec4(dot(_e159, bitcast<vec4<f32>>(_e171))), vec4<bool>(false, true, false, false)), vec4(dot(_e159, bitcast<vec4<f32>>(_e179))), vec4<bool>(false, false, true, false)), vec4(dot(_e159, bitcast<vec4<f32>>(_e187))), vec4<bool>(false, false, false, true)), _e37, _e37, _e37, _e37, _e37, _e37, vec4<f32>(1f, 1f, 1f, 1f), (_e9 >> 12u));
}
