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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    if any(((_e10.wwww + -(vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)) < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    return Output(select((_e10 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
