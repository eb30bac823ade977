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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
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
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    v9_ = in9_;
    let _e43 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e43;
    let _e45 = textureSample(t1_, s1_, in1_.xy);
    r3_ = _e45;
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e43 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e52;
    let _e55 = select(_e52, (_e43 + _e45), vec4<bool>(false, false, false, true));
    r0_ = _e55;
    let _e62 = ((_e45 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e63 = ((in9_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e65 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e69 = select((_e62 * _e63), _e65, ((_e62 == _e65) | (_e63 == _e65)));
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e69.x + _e69.y) + _e69.z)), vec4<bool>(true, true, true, false));
    r1_ = _e76;
    let _e82 = select(_e76, select((_e45 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e45 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r1_ = _e82;
    let _e88 = select(_e55, select((_e55 * _e82), vec4<f32>(0f, 0f, 0f, 0f), ((_e55 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e82 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e88;
    let _e94 = select(_e88, select((_e88 * _e82), vec4<f32>(0f, 0f, 0f, 0f), ((_e88 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e82 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r0_ = _e94;
    o0_ = _e94;
    return Output(_e94);
}
