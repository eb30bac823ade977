struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) @interpolate(perspective, centroid) in0_: vec4<f32>, @location(1) @interpolate(perspective, centroid) in1_: vec4<f32>, @location(8) @interpolate(perspective, centroid) in8_: vec4<f32>) -> Output {
    let _e12 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)).xy);
    let _e17 = consts[(constant_index + 0u)];
    return Output(saturate(saturate(((in1_ * bitcast<vec4<f32>>(_e17)) + (_e12 * in8_)))));
}
