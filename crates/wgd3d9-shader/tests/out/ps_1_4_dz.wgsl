struct Constants {
    c: array<vec4<f32>, 26>,
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
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r1_ = _e29;
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyww, vec4<bool>(true, true, true, false));
    r2_ = _e31;
    let _e32 = _e29.xyzz;
    let _e37 = textureSample(t3_, s3_, (_e32.xy / vec2(_e32.w)));
    r3_ = _e37;
    let _e38 = _e31.xyzz;
    let _e43 = textureSample(t4_, s4_, (_e38.xy / vec2(_e38.w)));
    r4_ = _e43;
    let _e48 = select((_e37 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e48;
    o0_ = _e48;
    return Output(_e48);
}
