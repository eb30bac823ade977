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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    let _e13 = v0_;
    let _e15 = select(_e13, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e15;
    v1_ = in8_;
    let _e18 = textureSample(t0_, s0_, _e15.xy);
    r0_ = _e18;
    let _e19 = (_e18 * in8_);
    o0_ = _e19;
    return Output(_e19);
}
