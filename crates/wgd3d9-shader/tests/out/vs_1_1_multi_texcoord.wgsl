struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(4) out5_: vec4<f32>,
    @location(5) out6_: vec4<f32>,
    @location(6) out7_: vec4<f32>,
    @location(7) out8_: vec4<f32>,
    @location(8) out9_: vec4<f32>,
    @location(9) out10_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e24 = consts[(_e13 + 0u)];
    let _e32 = consts[(_e13 + 1u)];
    let _e41 = consts[(_e13 + 2u)];
    let _e50 = consts[(_e13 + 3u)];
    let _e55 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e24))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e32))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e41))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e50))), vec4<bool>(false, false, false, true));
    let _e59 = consts[(_e13 + 4u)];
    let _e65 = consts[(_e13 + 5u)];
    let _e81 = consts[(_e13 + 256u)];
    let _e86 = consts[(_e13 + 257u)];
    return Output(select(_e55, ((_e55 * bitcast<vec4<f32>>(_e86)) + (bitcast<vec4<f32>>(_e81) * _e55.wwww)), vec4<bool>(true, true, true, false)), in1_, in2_, (in1_ * bitcast<vec4<f32>>(_e59)), (in2_ * bitcast<vec4<f32>>(_e65)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_.yxxx, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyyy, vec4<bool>(false, false, true, true)), in0_, select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false)), saturate(in3_), saturate(in4_), (_e9 >> 12u));
}
