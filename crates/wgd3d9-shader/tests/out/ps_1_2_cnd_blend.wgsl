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
    let _e38 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e38;
    let _e40 = textureSample(t1_, s1_, in1_.xy);
    r2_ = _e40;
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), in8_, vec4<bool>(false, false, false, true));
    r0_ = _e42;
    let _e49 = select((_e40 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)), (vec4<f32>(1f, 1f, 1f, 1f) - _e38), (_e42.wwww > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    r0_ = _e49;
    o0_ = _e49;
    return Output(_e49);
}
