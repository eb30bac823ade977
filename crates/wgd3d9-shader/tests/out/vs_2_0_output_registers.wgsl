struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(9) out3_: vec4<f32>,
    @location(0) out4_: vec4<f32>,
    @location(1) out5_: vec4<f32>,
    @location(2) out6_: vec4<f32>,
    @location(3) out7_: vec4<f32>,
    @location(4) out8_: vec4<f32>,
    @location(5) out9_: vec4<f32>,
    @location(6) out10_: vec4<f32>,
    @location(7) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e15 = consts[(_e4 + 0u)];
    let _e24 = consts[(_e4 + 1u)];
    let _e33 = consts[(_e4 + 2u)];
    let _e42 = consts[(_e4 + 3u)];
    let _e47 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e15))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e24))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e33))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e42))), vec4<bool>(false, false, false, true));
    let _e54 = consts[(_e4 + 4u)];
    let _e63 = consts[(_e4 + 5u)];
    let _e71 = consts[(_e4 + 256u)];
    let _e76 = consts[(_e4 + 257u)];
    return Output(select(_e47, ((_e47 * bitcast<vec4<f32>>(_e76)) + (bitcast<vec4<f32>>(_e71) * _e47.wwww)), vec4<bool>(true, true, true, false)), _e47.zzzz, saturate(in1_), saturate(in2_), in3_, in3_.yxwz, _e47, bitcast<vec4<f32>>(_e54), select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e47.wwww, vec4<bool>(false, false, true, false)), bitcast<vec4<f32>>(_e63), in3_.wwww);
}
