struct Constants {
    c: array<vec4<f32>, 25>,
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
    let _e18 = v0_;
    let _e20 = textureSample(t0_, s0_, _e18.xy);
    r1_ = _e20;
    let _e21 = r1_;
    let _e24 = textureSample(t1_, s1_, _e21.wxxx.xy);
    r2_ = _e24;
    let _e25 = r2_;
    let _e26 = r1_;
    r0_ = saturate((_e25 + (_e26 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))));
    let _e31 = r0_;
    o0_ = _e31;
    let _e32 = o0_;
    return Output(_e32);
}
