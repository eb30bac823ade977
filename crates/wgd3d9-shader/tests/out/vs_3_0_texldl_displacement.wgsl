struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
@group(1) @binding(32) 
var t16_: texture_2d<f32>;
@group(1) @binding(33) 
var s16_: sampler;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e26 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 0f, 0f).xxxx, vec4<bool>(false, false, true, true));
    let _e29 = textureSampleLevel(t16_, s16_, _e26.xy, _e26.w);
    let _e34 = consts[(_e13 + 4u)];
    let _e44 = select(in0_, ((in1_ * select(vec4<f32>(0f, 0f, 0f, 0f), (_e29.xxxx * bitcast<vec4<f32>>(_e34).xxxx), vec4<bool>(true, false, false, false)).xxxx) + in0_), vec4<bool>(true, true, true, false));
    let _e47 = consts[(_e13 + 0u)];
    let _e54 = consts[(_e13 + 1u)];
    let _e63 = consts[(_e13 + 2u)];
    let _e72 = consts[(_e13 + 3u)];
    let _e77 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e44, bitcast<vec4<f32>>(_e47))), vec4<bool>(true, false, false, false)), vec4(dot(_e44, bitcast<vec4<f32>>(_e54))), vec4<bool>(false, true, false, false)), vec4(dot(_e44, bitcast<vec4<f32>>(_e63))), vec4<bool>(false, false, true, false)), vec4(dot(_e44, bitcast<vec4<f32>>(_e72))), vec4<bool>(false, false, false, true));
    let _e81 = consts[(_e13 + 256u)];
    let _e86 = consts[(_e13 + 257u)];
    return Output(select(_e77, ((_e77 * bitcast<vec4<f32>>(_e86)) + (bitcast<vec4<f32>>(_e81) * _e77.wwww)), vec4<bool>(true, true, true, false)), _e26, (_e9 >> 12u));
}
