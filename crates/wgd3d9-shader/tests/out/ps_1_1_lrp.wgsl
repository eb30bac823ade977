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

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e14 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = textureSample(t1_, s1_, in1_.xy);
    return Output(mix(_e16, _e14, in8_.wwww));
}
