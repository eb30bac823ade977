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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    if any((in1_ < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e14 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)).xy);
    if any(((_e14.wwww + -(vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)) < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    return Output(_e14);
}
