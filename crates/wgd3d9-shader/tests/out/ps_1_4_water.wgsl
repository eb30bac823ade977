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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
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
    v8_ = in8_;
    let _e51 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.04f, 0.04f, 0f, 0f), (vec4<f32>(0.04f, 0.04f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r5_ = _e51;
    let _e53 = select(vec4<f32>(1f, 1f, 1f, 1f), _e51, (_e51 < vec4<f32>(1f, 1f, 1f, 1f)));
    r5_ = _e53;
    let _e55 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r6_ = _e55;
    let _e57 = select(vec4<f32>(1f, 1f, 1f, 1f), _e55, (_e55 < vec4<f32>(1f, 1f, 1f, 1f)));
    r6_ = _e57;
    let _e59 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e59;
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    r1_ = _e62;
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyww, vec4<bool>(true, true, true, false));
    r2_ = _e64;
    let _e68 = ((_e59 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e76 = select(_e62, (select((_e68 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e68 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e62), vec4<bool>(true, true, false, false));
    r1_ = _e76;
    let _e78 = ((_e59 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e85 = select(_e64, (select((_e78 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e78 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e64), vec4<bool>(true, true, false, false));
    r2_ = _e85;
    let _e86 = _e76.xyzz;
    let _e91 = textureSample(t3_, s3_, (_e86.xy / vec2(_e86.w)));
    r3_ = _e91;
    let _e92 = _e85.xyzz;
    let _e97 = textureSample(t4_, s4_, (_e92.xy / vec2(_e92.w)));
    r4_ = _e97;
    let _e100 = select(_e59, mix(_e97, _e91, in8_.wwww), vec4<bool>(true, true, true, false));
    r0_ = _e100;
    let _e102 = select(_e100, _e57, vec4<bool>(false, false, false, true));
    r0_ = _e102;
    o0_ = _e102;
    return Output(_e102);
}
