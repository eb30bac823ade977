struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e37 = v0_;
    let _e39 = textureSample(t0_, s0_, _e37.xy);
    r0_ = _e39;
    let _e40 = v1_;
    let _e42 = textureSample(t1_, s1_, _e40.xy);
    r1_ = _e42;
    let _e43 = v2_;
    let _e45 = textureSample(t2_, s2_, _e43.xyz);
    r2_ = _e45;
    let _e46 = r0_;
    let _e47 = v8_;
    r0_ = select((_e46 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e54 = r1_;
    let _e55 = r2_;
    let _e56 = r0_;
    let _e63 = r0_;
    r0_ = select(_e63, (select((_e54 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e56), vec4<bool>(true, true, true, false));
    let _e66 = r0_;
    o0_ = _e66;
    let _e67 = o0_;
    return Output(_e67);
}
