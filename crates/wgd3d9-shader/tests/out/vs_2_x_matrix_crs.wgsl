struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    let _e49 = consts[(_e4 + 4u)];
    let _e50 = bitcast<vec4<f32>>(_e49);
    let _e59 = consts[(_e4 + 5u)];
    let _e60 = bitcast<vec4<f32>>(_e59);
    let _e69 = consts[(_e4 + 6u)];
    let _e70 = bitcast<vec4<f32>>(_e69);
    let _e75 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e50.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e60.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e70.xyz)), vec4<bool>(false, false, true, false));
    let _e93 = cross(_e75.xyz, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e50.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, _e60.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in2_.xyz, _e70.xyz)), vec4<bool>(false, false, true, false)).xyz);
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e93.x, _e93.y, _e93.z, 0f), vec4<bool>(true, true, true, false));
    let _e104 = consts[(_e4 + 8u)];
    let _e114 = consts[(_e4 + 9u)];
    let _e124 = consts[(_e4 + 10u)];
    let _e134 = consts[(_e4 + 11u)];
    let _e144 = consts[(_e4 + 12u)];
    let _e154 = consts[(_e4 + 13u)];
    let _e168 = consts[(_e4 + 256u)];
    let _e173 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e173)) + (bitcast<vec4<f32>>(_e168) * _e45.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, bitcast<vec4<f32>>(_e104).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, bitcast<vec4<f32>>(_e114).xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e75, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e100, vec4<bool>(true, true, true, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e100.xyz, bitcast<vec4<f32>>(_e124).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e100.xyz, bitcast<vec4<f32>>(_e134).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e100.xyz, bitcast<vec4<f32>>(_e144).xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e100.xyz, bitcast<vec4<f32>>(_e154).xyz)), vec4<bool>(false, false, false, true)));
}
