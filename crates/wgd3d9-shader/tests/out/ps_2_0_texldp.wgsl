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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e22 = textureSample(t0_, s0_, (in0_.xy / vec2(in0_.w)));
    r0_ = _e22;
    let _e24 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e24;
    let _e29 = select((_e22 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e29;
    o0_ = _e29;
    return Output(_e29);
}
