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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e16 = dpdx(in0_);
    r0_ = _e16;
    let _e17 = dpdy(in0_);
    r1_ = _e17;
    let _e19 = (_e16 * vec4<f32>(2f, 0.5f, 0f, 0f).xxxx);
    r0_ = _e19;
    let _e21 = (_e17 * vec4<f32>(2f, 0.5f, 0f, 0f).yyyy);
    r1_ = _e21;
    let _e25 = textureSampleGrad(t0_, s0_, in0_.xy, _e19.xy, _e21.xy);
    r2_ = _e25;
    o0_ = _e25;
    return Output(_e25);
}
