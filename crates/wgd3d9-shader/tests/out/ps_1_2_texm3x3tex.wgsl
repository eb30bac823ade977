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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v8_ = in8_;
    let _e40 = v0_;
    let _e42 = textureSample(t0_, s0_, _e40.xy);
    r1_ = _e42;
    let _e43 = v1_;
    let _e44 = r1_;
    let _e49 = _e43.xyz;
    let _e50 = ((_e44 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e53 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e57 = select((_e49 * _e50), _e53, ((_e49 == _e53) | (_e50 == _e53)));
    let _e64 = r3_;
    r3_ = select(_e64, vec4(((_e57.x + _e57.y) + _e57.z)), vec4<bool>(true, false, false, false));
    let _e67 = v2_;
    let _e68 = r1_;
    let _e71 = _e67.xyz;
    let _e72 = ((_e68 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e74 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e78 = select((_e71 * _e72), _e74, ((_e71 == _e74) | (_e72 == _e74)));
    let _e85 = r3_;
    r3_ = select(_e85, vec4(((_e78.x + _e78.y) + _e78.z)), vec4<bool>(false, true, false, false));
    let _e88 = v3_;
    let _e89 = r1_;
    let _e92 = _e88.xyz;
    let _e93 = ((_e89 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e95 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e99 = select((_e92 * _e93), _e95, ((_e92 == _e95) | (_e93 == _e95)));
    let _e106 = r3_;
    r3_ = select(_e106, vec4(((_e99.x + _e99.y) + _e99.z)), vec4<bool>(false, false, true, false));
    let _e109 = r3_;
    let _e111 = textureSample(t3_, s3_, _e109.xy);
    r2_ = _e111;
    let _e112 = r2_;
    let _e113 = v8_;
    r0_ = select((_e112 * _e113), vec4<f32>(0f, 0f, 0f, 0f), ((_e112 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e113 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e119 = r0_;
    o0_ = _e119;
    let _e120 = o0_;
    return Output(_e120);
}
