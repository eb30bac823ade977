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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e33 = v0_;
    let _e35 = textureSample(t0_, s0_, _e33.xy);
    r1_ = _e35;
    let _e36 = v1_;
    let _e37 = r1_;
    let _e42 = _e36.xyz;
    let _e43 = ((_e37 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e46 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e50 = select((_e42 * _e43), _e46, ((_e42 == _e46) | (_e43 == _e46)));
    let _e57 = r4_;
    r4_ = select(_e57, vec4(((_e50.x + _e50.y) + _e50.z)), vec4<bool>(true, false, false, false));
    let _e60 = v2_;
    let _e61 = r1_;
    let _e64 = _e60.xyz;
    let _e65 = ((_e61 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e67 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e71 = select((_e64 * _e65), _e67, ((_e64 == _e67) | (_e65 == _e67)));
    let _e78 = r4_;
    r4_ = select(_e78, vec4(((_e71.x + _e71.y) + _e71.z)), vec4<bool>(false, true, false, false));
    let _e81 = r4_;
    let _e83 = textureSample(t2_, s2_, _e81.xy);
    r2_ = _e83;
    let _e84 = v3_;
    let _e86 = textureSample(t3_, s3_, _e84.xy);
    r3_ = _e86;
    let _e87 = r2_;
    let _e88 = r3_;
    r0_ = (select((_e87 * _e88), vec4<f32>(0f, 0f, 0f, 0f), ((_e87 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e88 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    let _e95 = r0_;
    o0_ = _e95;
    let _e96 = o0_;
    return Output(_e96);
}
