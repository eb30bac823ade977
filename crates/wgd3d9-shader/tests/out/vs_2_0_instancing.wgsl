struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e27 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, in2_)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, in3_)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, in4_)), vec4<bool>(false, false, true, false)), in0_.wwww, vec4<bool>(false, false, false, true));
    let _e31 = consts[(_e4 + 0u)];
    let _e39 = consts[(_e4 + 1u)];
    let _e47 = consts[(_e4 + 2u)];
    let _e55 = consts[(_e4 + 3u)];
    let _e59 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, bitcast<vec4<f32>>(_e31))), vec4<bool>(true, false, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, true, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e55))), vec4<bool>(false, false, false, true));
    let _e66 = consts[(_e4 + 256u)];
    let _e71 = consts[(_e4 + 257u)];
    return Output(select(_e59, ((_e59 * bitcast<vec4<f32>>(_e71)) + (bitcast<vec4<f32>>(_e66) * _e59.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), saturate(in5_));
}
