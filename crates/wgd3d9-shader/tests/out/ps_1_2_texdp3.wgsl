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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = in1_.xyz;
    let _e18 = ((_e12 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e20 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e24 = select((_e17 * _e18), _e20, ((_e17 == _e20) | (_e18 == _e20)));
    let _e30 = vec4(((_e24.x + _e24.y) + _e24.z));
    return Output(select((_e30 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e30 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
