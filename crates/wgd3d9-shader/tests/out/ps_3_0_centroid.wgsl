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
fn main(@location(0) @interpolate(perspective, centroid) in0_: vec4<f32>, @location(1) @interpolate(perspective, centroid) in1_: vec4<f32>, @location(8) @interpolate(perspective, centroid) in8_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e14 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)).xy);
    let _e19 = consts[(_e4 + 0u)];
    return Output(saturate(saturate(((in1_ * bitcast<vec4<f32>>(_e19)) + (_e14 * in8_)))));
}
