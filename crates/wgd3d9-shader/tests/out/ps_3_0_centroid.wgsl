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
fn main(@location(0) @interpolate(perspective, centroid) in0_: vec4<f32>, @location(1) @interpolate(perspective, centroid) in1_: vec4<f32>, @location(8) @interpolate(perspective, centroid) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    let _e16 = v0_;
    v0_ = select(_e16, in0_, vec4<bool>(true, true, false, false));
    v1_ = in1_;
    v2_ = in8_;
    let _e21 = v0_;
    let _e23 = textureSample(t0_, s0_, _e21.xy);
    r0_ = _e23;
    let _e24 = r0_;
    let _e25 = v2_;
    r0_ = (_e24 * _e25);
    let _e27 = v1_;
    let _e30 = consts.c[0];
    let _e31 = r0_;
    r1_ = saturate(((_e27 * _e30) + _e31));
    let _e35 = r1_;
    o0_ = saturate(_e35);
    let _e37 = o0_;
    return Output(_e37);
}
