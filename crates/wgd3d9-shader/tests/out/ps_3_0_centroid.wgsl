struct Constants {
    c: array<vec4<f32>, 226>,
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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    let _e17 = v0_;
    let _e19 = select(_e17, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e19;
    v1_ = in1_;
    v2_ = in8_;
    let _e23 = textureSample(t0_, s0_, _e19.xy);
    r0_ = _e23;
    let _e24 = (_e23 * in8_);
    r0_ = _e24;
    let _e27 = consts.c[0];
    let _e30 = saturate(((in1_ * _e27) + _e24));
    r1_ = _e30;
    let _e31 = saturate(_e30);
    o0_ = _e31;
    return Output(_e31);
}
