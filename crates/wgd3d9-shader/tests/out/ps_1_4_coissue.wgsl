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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
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
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    v9_ = in9_;
    let _e39 = v0_;
    let _e41 = textureSample(t0_, s0_, _e39.xy);
    r0_ = _e41;
    let _e42 = v1_;
    let _e44 = textureSample(t1_, s1_, _e42.xy);
    r1_ = _e44;
    let _e45 = r0_;
    let _e50 = v8_;
    let _e53 = ((_e45 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e54 = ((_e50 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e57 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e61 = select((_e53 * _e54), _e57, ((_e53 == _e57) | (_e54 == _e57)));
    let _e69 = r2_;
    r2_ = select(_e69, saturate(vec4(((_e61.x + _e61.y) + _e61.z))), vec4<bool>(true, true, true, false));
    let _e72 = r1_;
    let _e73 = r2_;
    r2_ = select(_e73, _e72, vec4<bool>(false, false, false, true));
    let _e76 = r1_;
    let _e77 = r2_;
    let _e83 = r0_;
    r0_ = select(_e83, select((_e76 * _e77), vec4<f32>(0f, 0f, 0f, 0f), ((_e76 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e77 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e85 = r2_;
    let _e86 = v9_;
    let _e92 = r0_;
    r0_ = select(_e92, select((_e85 * _e86), vec4<f32>(0f, 0f, 0f, 0f), ((_e85 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e86 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e94 = r0_;
    o0_ = _e94;
    let _e95 = o0_;
    return Output(_e95);
}
