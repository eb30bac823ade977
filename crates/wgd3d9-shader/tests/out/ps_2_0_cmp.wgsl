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
    let _e13 = (_e10 + -(vec4<f32>(0.5f, 1f, 0f, -1f).xxxx));
    let _e17 = select(vec4<f32>(0.5f, 1f, 0f, -1f).zzzz, vec4<f32>(0.5f, 1f, 0f, -1f).yyyy, (_e13 >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e20 = select(in8_, _e10, (-(_e13) >= vec4<f32>(0f, 0f, 0f, 0f)));
    return Output(select((_e17 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
