struct Constants {
    c: array<vec4<f32>, 33>,
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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e13 = v0_;
    if any((_e13 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e17 = v1_;
    let _e19 = textureSample(t0_, s0_, _e17.xy);
    r0_ = _e19;
    let _e20 = r0_;
    o0_ = _e20;
    let _e21 = o0_;
    return Output(_e21);
}
