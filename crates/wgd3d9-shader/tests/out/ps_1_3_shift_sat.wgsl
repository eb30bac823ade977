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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    v9_ = in9_;
    let _e43 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e43;
    let _e45 = textureSample(t1_, s1_, in1_.xy);
    r3_ = _e45;
    let _e52 = (select((_e43 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(4f, 4f, 4f, 4f));
    r1_ = _e52;
    let _e60 = ((select((_e45 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e45 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + _e52) * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    r1_ = _e60;
    let _e64 = ((_e60 + (_e45 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * vec4<f32>(2f, 2f, 2f, 2f));
    r0_ = _e64;
    let _e65 = saturate(_e64);
    r0_ = _e65;
    o0_ = _e65;
    return Output(_e65);
}
