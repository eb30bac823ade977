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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e24 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e24;
    let _e27 = textureSample(t1_, s1_, _e24.yzzz.xy);
    r2_ = _e27;
    let _e30 = textureSample(t2_, s2_, _e24.xyzz.xy);
    r3_ = _e30;
    let _e35 = select((_e27 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e35;
    o0_ = _e35;
    return Output(_e35);
}
