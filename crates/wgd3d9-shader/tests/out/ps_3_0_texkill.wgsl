struct Constants {
    c: array<vec4<f32>, 225>,
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
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    let _e17 = v0_;
    v0_ = select(_e17, in0_, vec4<bool>(true, true, false, false));
    v1_ = in1_;
    let _e21 = v1_;
    r2_ = _e21;
    let _e22 = r2_;
    if any((_e22 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e26 = v0_;
    let _e28 = textureSample(t0_, s0_, _e26.xy);
    r0_ = _e28;
    let _e29 = r0_;
    r1_ = (_e29.wwww + -(vec4<f32>(0.5f, 0f, 0f, 0f).xxxx));
    let _e34 = r1_;
    if any((_e34 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e37 = r0_;
    o0_ = _e37;
    let _e38 = o0_;
    return Output(_e38);
}
