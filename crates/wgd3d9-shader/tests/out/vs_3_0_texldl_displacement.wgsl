struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;
@group(1) @binding(32) 
var t16_: texture_2d<f32>;
@group(1) @binding(33) 
var s16_: sampler;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 0f, 0f).xxxx, vec4<bool>(false, false, true, true));
    let _e19 = textureSampleLevel(t16_, s16_, _e16.xy, _e16.w);
    let _e24 = consts[(_e4 + 4u)];
    let _e34 = select(in0_, ((in1_ * select(vec4<f32>(0f, 0f, 0f, 0f), (_e19.xxxx * bitcast<vec4<f32>>(_e24).xxxx), vec4<bool>(true, false, false, false)).xxxx) + in0_), vec4<bool>(true, true, true, false));
    let _e38 = consts[(_e4 + 0u)];
    let _e46 = consts[(_e4 + 1u)];
    let _e55 = consts[(_e4 + 2u)];
    let _e64 = consts[(_e4 + 3u)];
    let _e69 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e34, bitcast<vec4<f32>>(_e38))), vec4<bool>(true, false, false, false)), vec4(dot(_e34, bitcast<vec4<f32>>(_e46))), vec4<bool>(false, true, false, false)), vec4(dot(_e34, bitcast<vec4<f32>>(_e55))), vec4<bool>(false, false, true, false)), vec4(dot(_e34, bitcast<vec4<f32>>(_e64))), vec4<bool>(false, false, false, true));
    let _e73 = consts[(_e4 + 256u)];
    let _e78 = consts[(_e4 + 257u)];
    return Output(select(_e69, ((_e69 * bitcast<vec4<f32>>(_e78)) + (bitcast<vec4<f32>>(_e73) * _e69.wwww)), vec4<bool>(true, true, true, false)), _e16);
}
