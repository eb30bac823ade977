struct Immediates {
    vs: u32,
    ps: u32,
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
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e20 = consts[(_e4 + 0u)];
    let _e29 = consts[(_e4 + 1u)];
    let _e38 = consts[(_e4 + 2u)];
    let _e47 = consts[(_e4 + 3u)];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e20))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    let _e57 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in6_, vec4<bool>(true, true, false, false)), in7_.xyyy, vec4<bool>(false, false, true, true));
    let _e65 = consts[(_e4 + 256u)];
    let _e70 = consts[(_e4 + 257u)];
    return Output(select(_e52, ((_e52 * bitcast<vec4<f32>>(_e70)) + (bitcast<vec4<f32>>(_e65) * _e52.wwww)), vec4<bool>(true, true, true, false)), _e57, _e57, select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, true, false)), in8_, in9_, in1_, in2_);
}
