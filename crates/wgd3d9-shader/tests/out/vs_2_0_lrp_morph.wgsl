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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 4u)];
    let _e15 = bitcast<vec4<f32>>(_e14);
    let _e17 = mix(in0_, in1_, _e15.xxxx);
    let _e25 = consts[(_e4 + 0u)];
    let _e34 = consts[(_e4 + 1u)];
    let _e43 = consts[(_e4 + 2u)];
    let _e52 = consts[(_e4 + 3u)];
    let _e57 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, bitcast<vec4<f32>>(_e25))), vec4<bool>(true, false, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e34))), vec4<bool>(false, true, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e43))), vec4<bool>(false, false, true, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e52))), vec4<bool>(false, false, false, true));
    let _e61 = consts[(_e4 + 5u)];
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_, in3_, _e15.xxxx), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e61).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e72 = consts[(_e4 + 6u)];
    let _e74 = bitcast<vec4<f32>>(_e72).xxxx;
    let _e81 = consts[(_e4 + 256u)];
    let _e86 = consts[(_e4 + 257u)];
    return Output(select(_e57, ((_e57 * bitcast<vec4<f32>>(_e86)) + (bitcast<vec4<f32>>(_e81) * _e57.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e74, _e68, (_e68 >= _e74))));
}
