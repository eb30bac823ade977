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
    r5_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.04f, 0.04f, 0f, 0f), (vec4<f32>(0.04f, 0.04f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e51 = r5_;
    r5_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e51, (_e51 < vec4<f32>(1f, 1f, 1f, 1f)));
    r6_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e56 = r6_;
    r6_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e56, (_e56 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e59 = v0_;
    let _e61 = textureSample(t0_, s0_, _e59.xy);
    r0_ = _e61;
    let _e62 = v1_;
    let _e64 = r1_;
    r1_ = select(_e64, _e62.xyww, vec4<bool>(true, true, true, false));
    let _e67 = v2_;
    let _e69 = r2_;
    r2_ = select(_e69, _e67.xyww, vec4<bool>(true, true, true, false));
    let _e71 = r0_;
    let _e75 = ((_e71 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e76 = r5_;
    let _e77 = r1_;
    let _e85 = r1_;
    r1_ = select(_e85, (select((_e75 * _e76), vec4<f32>(0f, 0f, 0f, 0f), ((_e75 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e76 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e77), vec4<bool>(true, true, false, false));
    let _e88 = r0_;
    let _e90 = ((_e88 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e91 = r5_;
    let _e92 = r2_;
    let _e99 = r2_;
    r2_ = select(_e99, (select((_e90 * _e91), vec4<f32>(0f, 0f, 0f, 0f), ((_e90 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e91 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e92), vec4<bool>(true, true, false, false));
    let _e101 = r1_;
    let _e102 = _e101.xyzz;
    let _e107 = textureSample(t3_, s3_, (_e102.xy / vec2(_e102.w)));
    r3_ = _e107;
    let _e108 = r2_;
    let _e109 = _e108.xyzz;
    let _e114 = textureSample(t4_, s4_, (_e109.xy / vec2(_e109.w)));
    r4_ = _e114;
    let _e115 = v8_;
    let _e117 = r3_;
    let _e118 = r4_;
    let _e120 = r0_;
    r0_ = select(_e120, mix(_e118, _e117, _e115.wwww), vec4<bool>(true, true, true, false));
    let _e122 = r6_;
    let _e123 = r0_;
    r0_ = select(_e123, _e122, vec4<bool>(false, false, false, true));
    let _e126 = r0_;
    o0_ = _e126;
    let _e127 = o0_;
    return Output(_e127);
}
