struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(8) out3_: vec4<f32>,
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
    let _e57 = consts[(_e4 + 5u)];
    let _e65 = consts[(_e4 + 6u)];
    let _e73 = consts[(_e4 + 7u)];
    let _e77 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e49))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e57))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e65))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e73))), vec4<bool>(false, false, false, true));
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e77 * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).xyyy), vec4<bool>(true, true, false, false));
    let _e92 = consts[(_e4 + 8u)];
    let _e100 = consts[(_e4 + 9u)];
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e100).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e111 = consts[(_e4 + 10u)];
    let _e112 = bitcast<vec4<f32>>(_e111);
    let _e119 = consts[(_e4 + 256u)];
    let _e124 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e124)) + (bitcast<vec4<f32>>(_e119) * _e45.wwww)), vec4<bool>(true, true, true, false)), select(select(_e81, ((_e77.wwww * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).zzzz) + _e81), vec4<bool>(true, true, false, false)), _e77, vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e92))), vec4<bool>(true, false, false, false)), saturate(select(_e112, _e107, (_e107 >= _e112))));
}
