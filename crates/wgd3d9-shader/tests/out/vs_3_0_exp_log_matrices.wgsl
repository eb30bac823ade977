struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    let _e48 = consts[(_e4 + 4u)];
    let _e58 = consts[(_e4 + 5u)];
    let _e70 = consts[(_e4 + 6u)];
    let _e80 = consts[(_e4 + 7u)];
    let _e90 = consts[(_e4 + 8u)];
    let _e100 = consts[(_e4 + 9u)];
    let _e116 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(in2_.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(in2_.y))), vec4<bool>(false, true, false, false));
    let _e120 = consts[(_e4 + 10u)];
    let _e124 = select(_e116, (_e116 * bitcast<vec4<f32>>(_e120).xxxx), vec4<bool>(true, true, false, false));
    let _e137 = consts[(_e4 + 256u)];
    let _e142 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * bitcast<vec4<f32>>(_e142)) + (bitcast<vec4<f32>>(_e137) * _e44.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, bitcast<vec4<f32>>(_e48).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, bitcast<vec4<f32>>(_e58).xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e70).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e80).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e90).xyz)), vec4<bool>(false, false, true, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e100).xyz)), vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e124.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e124.y)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)));
}
