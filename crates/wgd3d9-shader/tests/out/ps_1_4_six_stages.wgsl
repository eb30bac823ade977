struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;
@group(1) @binding(10) 
var t5_: texture_2d<f32>;
@group(1) @binding(11) 
var s5_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e25 = textureSample(t0_, s0_, in0_.xy);
    let _e27 = textureSample(t1_, s1_, in1_.xy);
    let _e29 = textureSample(t2_, s2_, in2_.xy);
    let _e31 = textureSample(t3_, s3_, in3_.xy);
    let _e33 = textureSample(t4_, s4_, in4_.xy);
    let _e35 = textureSample(t5_, s5_, in5_.xy);
    let _e52 = (select((_e33 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e29 * _e31), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e31 == vec4<f32>(0f, 0f, 0f, 0f)))) + select((_e25 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e25 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f))))));
    return Output(select((_e52 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e52 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
