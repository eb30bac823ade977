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
    r1_ = _e30;
    let _e33 = consts.c[9];
    let _e51 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e33.x * _e30.x) + (_e33.z * _e30.y))), (in1_.y + ((_e33.y * _e30.x) + (_e33.w * _e30.y)))));
    r2_ = _e51;
    let _e53 = textureSample(t2_, s2_, in2_.xy);
    r3_ = _e53;
    let _e58 = select((_e51 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e58;
    o0_ = _e58;
    return Output(_e58);
}
