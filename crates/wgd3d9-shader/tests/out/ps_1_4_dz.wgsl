struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false)).xyzz;
    let _e21 = textureSample(t3_, s3_, (_e16.xy / vec2(_e16.w)));
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyww, vec4<bool>(true, true, true, false)).xyzz;
    let _e27 = textureSample(t4_, s4_, (_e22.xy / vec2(_e22.w)));
    return Output(select((_e21 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e21 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
