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
    let _e28 = v0_;
    let _e30 = textureSample(t0_, s0_, _e28.xy);
    r1_ = _e30;
    let _e31 = v1_;
    let _e32 = r1_;
    let _e35 = consts.c[9];
    let _e53 = textureSample(t1_, s1_, vec2<f32>((_e31.x + ((_e35.x * _e32.x) + (_e35.z * _e32.y))), (_e31.y + ((_e35.y * _e32.x) + (_e35.w * _e32.y)))));
    r2_ = _e53;
    let _e54 = v2_;
    let _e56 = textureSample(t2_, s2_, _e54.xy);
    r3_ = _e56;
    let _e57 = r2_;
    let _e58 = r3_;
    r0_ = select((_e57 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e57 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e65 = r0_;
    o0_ = _e65;
    let _e66 = o0_;
    return Output(_e66);
}
