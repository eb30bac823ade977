struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_cube<f32>;
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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e17 = v0_;
    let _e20 = textureSampleBias(t0_, s0_, _e17.xyz, _e17.w);
    r0_ = _e20;
    let _e21 = v1_;
    let _e26 = textureSample(t1_, s1_, (_e21.xy / vec2(_e21.w)));
    r1_ = _e26;
    let _e27 = r0_;
    let _e28 = r1_;
    o0_ = (_e27 * _e28);
    let _e30 = o0_;
    return Output(_e30);
}
