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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = v0_;
    let _e16 = dpdx(_e15);
    r0_ = _e16;
    let _e17 = v0_;
    let _e18 = dpdy(_e17);
    r1_ = _e18;
    let _e19 = r0_;
    r0_ = (_e19 * vec4<f32>(2f, 0.5f, 0f, 0f).xxxx);
    let _e22 = r1_;
    r1_ = (_e22 * vec4<f32>(2f, 0.5f, 0f, 0f).yyyy);
    let _e25 = v0_;
    let _e27 = r0_;
    let _e28 = r1_;
    let _e31 = textureSampleGrad(t0_, s0_, _e25.xy, _e27.xy, _e28.xy);
    r2_ = _e31;
    let _e32 = r2_;
    o0_ = _e32;
    let _e33 = o0_;
    return Output(_e33);
}
