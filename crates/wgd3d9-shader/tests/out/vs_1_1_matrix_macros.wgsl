struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    let _e56 = consts[(_e13 + 4u)];
    let _e66 = consts[(_e13 + 5u)];
    let _e78 = consts[(_e13 + 6u)];
    let _e88 = consts[(_e13 + 7u)];
    let _e98 = consts[(_e13 + 8u)];
    let _e108 = consts[(_e13 + 9u)];
    let _e118 = consts[(_e13 + 10u)];
    let _e126 = consts[(_e13 + 11u)];
    let _e133 = consts[(_e13 + 12u)];
    let _e143 = consts[(_e13 + 256u)];
    let _e148 = consts[(_e13 + 257u)];
    return Output(select(_e52, ((_e52 * bitcast<vec4<f32>>(_e148)) + (bitcast<vec4<f32>>(_e143) * _e52.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, bitcast<vec4<f32>>(_e56).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, bitcast<vec4<f32>>(_e66).xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e78).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e88).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e98).xyz)), vec4<bool>(false, false, true, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e108).xyz)), vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e118))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e126))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e133))), vec4<bool>(false, false, true, false)), vec4<bool>(true, true, true, false)), (_e9 >> 12u));
}
