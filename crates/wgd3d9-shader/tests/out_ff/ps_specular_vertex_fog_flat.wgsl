struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(8) @interpolate(flat) in8_: vec4<f32>, @location(9) @interpolate(flat) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(10) in10_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e23 = consts[(_e4 + 29u)];
    let _e27 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e23).xxxx.x);
    let _e33 = saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e27 * in8_), vec4<bool>(true, true, true, false)), _e27, vec4<bool>(false, false, false, true)));
    let _e36 = select(_e33, saturate((_e33 + in9_)), vec4<bool>(true, true, true, false));
    let _e44 = consts[(_e4 + 11u)];
    return Output(select(_e36, mix(bitcast<vec4<f32>>(_e44), _e36, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(select(vec4<f32>(0f, 0f, 0f, 0f), in10_, vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)));
}
