struct Constants {
    c: array<vec4<f32>, 26>,
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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e20 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e20;
    let _e23 = textureSample(t1_, s1_, _e20.wxxx.xy);
    r2_ = _e23;
    let _e27 = saturate((_e23 + (_e20 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))));
    r0_ = _e27;
    o0_ = _e27;
    return Output(_e27);
}
