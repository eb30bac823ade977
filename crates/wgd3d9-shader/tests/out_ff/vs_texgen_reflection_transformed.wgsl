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
    let _e30 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e35 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e40 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e47 = consts[(_e13 + 0u)];
    let _e56 = consts[(_e13 + 14u)];
    let _e63 = consts[(_e13 + 1u)];
    let _e72 = consts[(_e13 + 15u)];
    let _e80 = consts[(_e13 + 2u)];
    let _e89 = consts[(_e13 + 16u)];
    let _e97 = consts[(_e13 + 3u)];
    let _e102 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30, bitcast<vec4<f32>>(_e47))), vec4<bool>(true, false, false, false)), vec4(dot(_e30, bitcast<vec4<f32>>(_e63))), vec4<bool>(false, true, false, false)), vec4(dot(_e30, bitcast<vec4<f32>>(_e80))), vec4<bool>(false, false, true, false)), vec4(dot(_e30, bitcast<vec4<f32>>(_e97))), vec4<bool>(false, false, false, true));
    let _e106 = consts[(_e13 + 17u)];
    let _e114 = consts[(_e13 + 18u)];
    let _e124 = consts[(_e13 + 19u)];
    let _e134 = consts[(_e13 + 20u)];
    let _e141 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e35.xyz, bitcast<vec4<f32>>(_e114).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e35.xyz, bitcast<vec4<f32>>(_e124).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e35.xyz, bitcast<vec4<f32>>(_e134).xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e142 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30, bitcast<vec4<f32>>(_e56))), vec4<bool>(true, false, false, false)), vec4(dot(_e30, bitcast<vec4<f32>>(_e72))), vec4<bool>(false, true, false, false)), vec4(dot(_e30, bitcast<vec4<f32>>(_e89))), vec4<bool>(false, false, true, false)), vec4(dot(_e30, bitcast<vec4<f32>>(_e106))), vec4<bool>(false, false, false, true)));
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e142.xyz, _e142.xyz)), vec4<bool>(true, false, false, false));
    let _e150 = select(_e147, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e147, (_e147 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e159 = select(_e142, (_e142 * select(_e150, vec4(inverseSqrt(abs(_e150.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e164 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e159.xyz, _e141.xyz)), vec4<bool>(true, false, false, false));
    let _e175 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e164, (_e164.xxxx + _e164.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e141) + -(_e159)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e179 = consts[(_e13 + 29u)];
    let _e187 = consts[(_e13 + 30u)];
    let _e195 = consts[(_e13 + 31u)];
    let _e203 = consts[(_e13 + 32u)];
    let _e212 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e159.xyz, _e141.xyz)), vec4<bool>(true, false, false, false));
    let _e221 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e212, (_e212.xxxx + _e212.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e141) + -(_e159)), vec4<bool>(true, true, true, false));
    let _e222 = (_e221 + vec4<f32>(0f, 0f, 1f, 0f));
    let _e227 = select(_e222, vec4(dot(_e222.xyz, _e222.xyz)), vec4<bool>(false, false, false, true));
    let _e242 = consts[(_e13 + 26u)];
    let _e243 = bitcast<vec4<f32>>(_e242);
    let _e245 = select(vec4<f32>(0f, 0f, 0f, 0f), _e243.xxxx, vec4<bool>(true, false, false, false));
    let _e246 = _e245.xxxx;
    let _e247 = _e243.yyyy;
    let _e251 = select(_e245, select(_e247, _e246, (_e246 >= _e247)), vec4<bool>(true, false, false, false)).xxxx;
    let _e252 = _e243.zzzz;
    let _e259 = consts[(_e13 + 6u)];
    let _e264 = consts[(_e13 + 7u)];
    return Output(select(_e102, ((_e102 * bitcast<vec4<f32>>(_e264)) + (bitcast<vec4<f32>>(_e259) * _e102.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e175, bitcast<vec4<f32>>(_e179))), vec4<bool>(true, false, false, false)), vec4(dot(_e175, bitcast<vec4<f32>>(_e187))), vec4<bool>(false, true, false, false)), vec4(dot(_e175, bitcast<vec4<f32>>(_e195))), vec4<bool>(false, false, true, false)), vec4(dot(_e175, bitcast<vec4<f32>>(_e203))), vec4<bool>(false, false, false, true)), ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e221 * select(_e227, vec4(inverseSqrt(abs(_e227.w))), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, false, false)) * vec4<f32>(0.5f, 0.5f, 0f, 0f)) + vec4<f32>(0.5f, 0.5f, 0f, 1f)), _e40, _e40, _e40, _e40, _e40, _e40, vec4<f32>(1f, 1f, 1f, 1f), (_e9 >> 12u));
}
