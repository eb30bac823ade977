struct Constants {
    c: array<vec4<f32>, 232>,
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
fn main(@location(0) @interpolate(perspective, centroid) in0_: vec4<f32>, @location(1) @interpolate(perspective, centroid) in1_: vec4<f32>, @location(8) @interpolate(perspective, centroid) in8_: vec4<f32>) -> Output {
    let _e12 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)).xy);
    let _e15 = consts.c[0];
    return Output(saturate(saturate(((in1_ * _e15) + (_e12 * in8_)))));
}
