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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = textureSample(t1_, s1_, in1_.xy);
    let _e41 = (((select((_e15 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f)) + (select((_e15 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(4f, 4f, 4f, 4f))) * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let _e44 = (((select((_e17 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(8f, 8f, 8f, 8f)) + _e41) * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f));
    return Output(((select((_e44 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e41) * vec4<f32>(0.125f, 0.125f, 0.125f, 0.125f)));
}
