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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e22 = v0_;
    let _e24 = textureSample(t0_, s0_, _e22.xy);
    r1_ = _e24;
    let _e25 = r1_;
    let _e28 = textureSample(t1_, s1_, _e25.wxxx.xy);
    r2_ = _e28;
    let _e29 = r1_;
    let _e32 = textureSample(t2_, s2_, _e29.yzzz.xy);
    r3_ = _e32;
    let _e33 = r1_;
    let _e35 = r2_;
    let _e36 = r3_;
    r0_ = mix(_e36, _e35, _e33.wwww);
    let _e38 = r0_;
    o0_ = _e38;
    let _e39 = o0_;
    return Output(_e39);
}
