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
    let _e131 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, bitcast<vec4<f32>>(_e44))), vec4<bool>(true, false, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e61))), vec4<bool>(false, true, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e78))), vec4<bool>(false, false, true, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e95))), vec4<bool>(false, false, false, true)));
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e131.xyz, _e131.xyz)), vec4<bool>(true, false, false, false));
    let _e139 = select(_e136, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e136, (_e136 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e152 = consts[(_e4 + 26u)];
    let _e153 = bitcast<vec4<f32>>(_e152);
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), _e153.xxxx, vec4<bool>(true, false, false, false));
    let _e156 = _e155.xxxx;
    let _e157 = _e153.yyyy;
    let _e161 = select(_e155, select(_e157, _e156, (_e156 >= _e157)), vec4<bool>(true, false, false, false)).xxxx;
    let _e162 = _e153.zzzz;
    let _e169 = consts[(_e4 + 6u)];
    let _e174 = consts[(_e4 + 7u)];
    return Output(select(_e91, ((_e91 * bitcast<vec4<f32>>(_e174)) + (bitcast<vec4<f32>>(_e169) * _e91.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), _e27, _e27, _e27, _e27, _e27, _e27, _e27, _e27, vec4<f32>(1f, 1f, 1f, 1f));
}
