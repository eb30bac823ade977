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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    if any((in1_ < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e14 = textureSampleBias(t0_, s0_, in0_.xy, in0_.w);
    let _e19 = textureSample(t1_, s1_, (in1_.xy / vec2(in1_.w)));
    return Output(select((_e14 * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((_e14 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
