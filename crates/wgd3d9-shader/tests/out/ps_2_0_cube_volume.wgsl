struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_cube<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_3d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e11 = textureSample(t0_, s0_, in0_.xyz);
    let _e13 = textureSample(t1_, s1_, in1_.xyz);
    return Output(select((_e11 * _e13), vec4<f32>(0f, 0f, 0f, 0f), ((_e11 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e13 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
