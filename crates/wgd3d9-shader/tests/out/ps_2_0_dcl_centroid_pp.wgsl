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
var t2_: texture_cube<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) @interpolate(perspective, centroid) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) @interpolate(perspective, centroid) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    v2_ = in2_;
    v8_ = in8_;
    let _e39 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e39;
    let _e41 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e41;
    let _e43 = textureSample(t2_, s2_, in2_.xyz);
    r2_ = _e43;
    let _e48 = select((_e39 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e48;
    let _e56 = select(_e48, (select((_e41 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e48), vec4<bool>(true, true, true, false));
    r0_ = _e56;
    o0_ = _e56;
    return Output(_e56);
}
