struct Constants {
    c: array<vec4<f32>, 25>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v1_ = in1_;
    v2_ = in2_;
    let _e27 = v1_;
    let _e28 = r1_;
    r1_ = select(_e28, _e27, vec4<bool>(true, true, true, false));
    let _e31 = v2_;
    let _e33 = r2_;
    r2_ = select(_e33, _e31.xyww, vec4<bool>(true, true, true, false));
    let _e35 = r1_;
    let _e36 = _e35.xyzz;
    let _e41 = textureSample(t3_, s3_, (_e36.xy / vec2(_e36.w)));
    r3_ = _e41;
    let _e42 = r2_;
    let _e43 = _e42.xyzz;
    let _e48 = textureSample(t4_, s4_, (_e43.xy / vec2(_e43.w)));
    r4_ = _e48;
    let _e49 = r3_;
    let _e50 = r4_;
    r0_ = select((_e49 * _e50), vec4<f32>(0f, 0f, 0f, 0f), ((_e49 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e50 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e57 = r0_;
    o0_ = _e57;
    let _e58 = o0_;
    return Output(_e58);
}
