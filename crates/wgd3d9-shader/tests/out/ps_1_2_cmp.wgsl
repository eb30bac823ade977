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
    let _e27 = consts.c[0];
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e27, (_e27 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e30 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e30, (_e30 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e33 = v0_;
    let _e35 = textureSample(t0_, s0_, _e33.xy);
    r2_ = _e35;
    let _e36 = v1_;
    let _e38 = textureSample(t1_, s1_, _e36.xy);
    r3_ = _e38;
    let _e39 = r2_;
    let _e40 = r4_;
    r1_ = (_e39 + -(_e40));
    let _e43 = r1_;
    let _e44 = r2_;
    let _e45 = r3_;
    r0_ = select(_e45, _e44, (_e43 >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e49 = r0_;
    o0_ = _e49;
    let _e50 = o0_;
    return Output(_e50);
}
