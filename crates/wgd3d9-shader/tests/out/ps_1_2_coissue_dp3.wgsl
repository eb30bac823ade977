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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
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
    v8_ = in8_;
    let _e36 = v0_;
    let _e38 = textureSample(t0_, s0_, _e36.xy);
    r1_ = _e38;
    let _e39 = v1_;
    let _e41 = textureSample(t1_, s1_, _e39.xy);
    r2_ = _e41;
    let _e42 = r1_;
    let _e47 = v8_;
    let _e50 = ((_e42 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e51 = ((_e47 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e54 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e58 = select((_e50 * _e51), _e54, ((_e50 == _e54) | (_e51 == _e54)));
    let _e66 = r0_;
    r0_ = select(_e66, saturate(vec4(((_e58.x + _e58.y) + _e58.z))), vec4<bool>(true, true, true, false));
    let _e69 = r2_;
    let _e70 = v8_;
    let _e76 = r0_;
    r0_ = select(_e76, select((_e69 * _e70), vec4<f32>(0f, 0f, 0f, 0f), ((_e69 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e70 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e79 = r0_;
    let _e80 = r2_;
    let _e86 = r0_;
    r0_ = select(_e86, select((_e79 * _e80), vec4<f32>(0f, 0f, 0f, 0f), ((_e79 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e80 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e88 = r0_;
    o0_ = _e88;
    let _e89 = o0_;
    return Output(_e89);
}
