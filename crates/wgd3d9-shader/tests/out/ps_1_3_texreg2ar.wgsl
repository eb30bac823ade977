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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e15 = textureSample(t1_, s1_, _e12.wxxx.xy);
    return Output(saturate((_e15 + (_e12 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)))));
}
