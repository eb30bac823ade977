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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e11 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = in1_.xyz;
    let _e17 = ((_e11 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e19 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e23 = select((_e16 * _e17), _e19, ((_e16 == _e19) | (_e17 == _e19)));
    let _e29 = vec4(((_e23.x + _e23.y) + _e23.z));
    return Output(select((_e29 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
