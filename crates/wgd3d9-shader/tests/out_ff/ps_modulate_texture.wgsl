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
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e20 = consts[(_e4 + 29u)];
    let _e24 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e20).xxxx.x);
    return Output(saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e24 * in8_), vec4<bool>(true, true, true, false)), _e24, vec4<bool>(false, false, false, true))));
}
