struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(11) out3_: vec4<f32>,
    @location(12) out4_: vec4<f32>,
    @location(13) out5_: vec4<f32>,
    @location(8) out6_: vec4<f32>,
    @location(9) out7_: vec4<f32>,
    @location(14) out8_: vec4<f32>,
    @location(2) out9_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e29 = consts[(_e13 + 0u)];
    let _e37 = consts[(_e13 + 1u)];
    let _e46 = consts[(_e13 + 2u)];
    let _e55 = consts[(_e13 + 3u)];
    let _e60 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e37))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e46))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e55))), vec4<bool>(false, false, false, true));
    let _e65 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in6_, vec4<bool>(true, true, false, false)), in7_.xyyy, vec4<bool>(false, false, true, true));
    let _e73 = consts[(_e13 + 256u)];
    let _e78 = consts[(_e13 + 257u)];
    return Output(select(_e60, ((_e60 * bitcast<vec4<f32>>(_e78)) + (bitcast<vec4<f32>>(_e73) * _e60.wwww)), vec4<bool>(true, true, true, false)), _e65, _e65, select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, true, false)), in8_, in9_, in1_, in2_, (_e9 >> 12u));
}
