struct Constants {
    c: array<vec4<f32>, 34>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e26 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e26;
    let _e28 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e28;
    let _e29 = vec4<f32>(2f, 0.5f, 8f, 0f).zzzz;
    let _e36 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    r2_ = _e36;
    let _e38 = textureSample(t2_, s2_, _e36.xy);
    r3_ = _e38;
    let _e45 = select(_e26, select((_e26 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e45;
    let _e46 = vec4<f32>(2f, 0.5f, 8f, 0f).xxxx;
    let _e52 = select(_e45, select((_e45 * _e46), vec4<f32>(0f, 0f, 0f, 0f), ((_e45 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e46 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e52;
    let _e56 = select(_e38, (_e38 + -(vec4<f32>(2f, 0.5f, 8f, 0f).yyyy)), vec4<bool>(true, true, true, false));
    r3_ = _e56;
    let _e63 = select(_e52, (select((_e56 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e56 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e52), vec4<bool>(true, true, true, false));
    r0_ = _e63;
    o0_ = _e63;
    return Output(_e63);
}
