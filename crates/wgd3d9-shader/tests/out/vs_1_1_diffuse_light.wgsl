struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    let _e49 = consts[(_e4 + 4u)];
    let _e59 = consts[(_e4 + 5u)];
    let _e69 = consts[(_e4 + 6u)];
    let _e79 = consts[(_e4 + 7u)];
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e49).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e59).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e69).xyz)), vec4<bool>(false, false, true, false)).xyz, -(bitcast<vec4<f32>>(_e79)).xyz)), vec4<bool>(true, false, false, false));
    let _e87 = _e86.xxxx;
    let _e88 = vec4<f32>(0f, 0.5f, 1f, 2f).xxxx;
    let _e96 = consts[(_e4 + 9u)];
    let _e102 = consts[(_e4 + 10u)];
    let _e109 = consts[(_e4 + 256u)];
    let _e114 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e114)) + (bitcast<vec4<f32>>(_e109) * _e45.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(_e86, select(_e88, _e87, (_e87 >= _e88)), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e96)) + bitcast<vec4<f32>>(_e102))));
}
