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
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = textureSample(t1_, s1_, in1_.xy);
    let _e20 = textureSample(t2_, s2_, in2_.xy);
    return Output(select(_e18, select(_e18, _e16, (_e20 > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))), (_e20.wwww > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))));
}
