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
    let _e48 = (_e43 + (_e45 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    r0_ = _e48;
    let _e51 = (-((_e43 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) + in8_);
    r1_ = _e51;
    let _e56 = -(((_e45 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)));
    let _e62 = (select((_e51 * _e56), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e56 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e48);
    r0_ = _e62;
    let _e63 = (vec4<f32>(1f, 1f, 1f, 1f) - _e43);
    let _e68 = select((_e63 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f))));
    r1_ = _e68;
    let _e69 = (_e62 + _e68);
    r0_ = _e69;
    o0_ = _e69;
    return Output(_e69);
}
