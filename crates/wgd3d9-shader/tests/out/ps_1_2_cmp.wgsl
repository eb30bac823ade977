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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e28 = consts.c[0];
    let _e30 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e28, (_e28 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e30;
    let _e32 = select(vec4<f32>(1f, 1f, 1f, 1f), _e30, (_e30 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e32;
    let _e34 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e34;
    let _e36 = textureSample(t1_, s1_, in1_.xy);
    r3_ = _e36;
    let _e38 = (_e34 + -(_e32));
    r1_ = _e38;
    let _e40 = select(_e36, _e34, (_e38 >= vec4<f32>(0f, 0f, 0f, 0f)));
    r0_ = _e40;
    o0_ = _e40;
    return Output(_e40);
}
