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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;
@group(1) @binding(10) 
var t5_: texture_2d<f32>;
@group(1) @binding(11) 
var s5_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
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

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v4_ = in4_;
    v5_ = in5_;
    v8_ = in8_;
    let _e56 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e56;
    let _e58 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e58;
    let _e60 = textureSample(t2_, s2_, in2_.xy);
    r2_ = _e60;
    let _e62 = textureSample(t3_, s3_, in3_.xy);
    r3_ = _e62;
    let _e64 = textureSample(t4_, s4_, in4_.xy);
    r4_ = _e64;
    let _e66 = textureSample(t5_, s5_, in5_.xy);
    r5_ = _e66;
    let _e71 = select((_e56 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e56 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e71;
    let _e77 = (select((_e60 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e60 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e71);
    r0_ = _e77;
    let _e83 = (select((_e64 * _e66), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e66 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e77);
    r0_ = _e83;
    let _e88 = select((_e83 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e83 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e88;
    o0_ = _e88;
    return Output(_e88);
}
