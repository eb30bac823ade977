struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e37 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, in2_)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, in3_)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, in4_)), vec4<bool>(false, false, true, false)), in0_.wwww, vec4<bool>(false, false, false, true));
    let _e40 = consts[(_e13 + 0u)];
    let _e47 = consts[(_e13 + 1u)];
    let _e55 = consts[(_e13 + 2u)];
    let _e63 = consts[(_e13 + 3u)];
    let _e67 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e37, bitcast<vec4<f32>>(_e40))), vec4<bool>(true, false, false, false)), vec4(dot(_e37, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, true, false, false)), vec4(dot(_e37, bitcast<vec4<f32>>(_e55))), vec4<bool>(false, false, true, false)), vec4(dot(_e37, bitcast<vec4<f32>>(_e63))), vec4<bool>(false, false, false, true));
    let _e74 = consts[(_e13 + 256u)];
    let _e79 = consts[(_e13 + 257u)];
    return Output(select(_e67, ((_e67 * bitcast<vec4<f32>>(_e79)) + (bitcast<vec4<f32>>(_e74) * _e67.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), saturate(in5_), (_e9 >> 12u));
}
