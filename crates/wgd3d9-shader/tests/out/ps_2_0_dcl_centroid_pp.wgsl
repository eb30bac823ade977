struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_cube<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) @interpolate(perspective, centroid) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) @interpolate(perspective, centroid) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = textureSample(t1_, s1_, in1_.xy);
    let _e19 = textureSample(t2_, s2_, in2_.xyz);
    let _e24 = select((_e15 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    return Output(select(_e24, (select((_e17 * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e24), vec4<bool>(true, true, true, false)));
}
