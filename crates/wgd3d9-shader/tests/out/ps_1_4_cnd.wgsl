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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e30 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e30;
    let _e32 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e32;
    let _e34 = textureSample(t2_, s2_, in2_.xy);
    r2_ = _e34;
    let _e37 = select(_e32, _e30, (_e34 > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    r3_ = _e37;
    let _e40 = select(_e32, _e37, (_e34.wwww > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    r0_ = _e40;
    o0_ = _e40;
    return Output(_e40);
}
