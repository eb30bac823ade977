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
    let _e54 = v0_;
    let _e56 = textureSample(t0_, s0_, _e54.xy);
    r0_ = _e56;
    let _e57 = v1_;
    let _e59 = textureSample(t1_, s1_, _e57.xy);
    r1_ = _e59;
    let _e60 = v2_;
    let _e62 = textureSample(t2_, s2_, _e60.xy);
    r2_ = _e62;
    let _e63 = v3_;
    let _e65 = textureSample(t3_, s3_, _e63.xy);
    r3_ = _e65;
    let _e66 = v4_;
    let _e68 = textureSample(t4_, s4_, _e66.xy);
    r4_ = _e68;
    let _e69 = v5_;
    let _e71 = textureSample(t5_, s5_, _e69.xy);
    r5_ = _e71;
    let _e72 = r0_;
    let _e73 = r1_;
    r0_ = select((_e72 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e80 = r2_;
    let _e81 = r3_;
    let _e82 = r0_;
    r0_ = (select((_e80 * _e81), vec4<f32>(0f, 0f, 0f, 0f), ((_e80 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e81 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e82);
    let _e89 = r4_;
    let _e90 = r5_;
    let _e91 = r0_;
    r0_ = (select((_e89 * _e90), vec4<f32>(0f, 0f, 0f, 0f), ((_e89 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e90 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e91);
    let _e98 = r0_;
    let _e99 = v8_;
    r0_ = select((_e98 * _e99), vec4<f32>(0f, 0f, 0f, 0f), ((_e98 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e99 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e105 = r0_;
    o0_ = _e105;
    let _e106 = o0_;
    return Output(_e106);
}
