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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    let _e12 = v0_;
    v0_ = select(_e12, in0_, vec4<bool>(true, true, false, false));
    v1_ = in8_;
    let _e16 = v0_;
    let _e18 = textureSample(t0_, s0_, _e16.xy);
    r0_ = _e18;
    let _e19 = r0_;
    let _e20 = v1_;
    o0_ = (_e19 * _e20);
    let _e22 = o0_;
    return Output(_e22);
}
