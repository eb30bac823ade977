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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
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
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v9_ = in9_;
    let _e43 = v0_;
    let _e45 = textureSample(t0_, s0_, _e43.xy);
    r1_ = _e45;
    let _e46 = v1_;
    let _e47 = r1_;
    let _e50 = consts.c[9];
    let _e68 = textureSample(t1_, s1_, vec2<f32>((_e46.x + ((_e50.x * _e47.x) + (_e50.z * _e47.y))), (_e46.y + ((_e50.y * _e47.x) + (_e50.w * _e47.y)))));
    r2_ = _e68;
    let _e69 = v2_;
    let _e71 = textureSample(t2_, s2_, _e69.xy);
    r3_ = _e71;
    let _e72 = r2_;
    let _e73 = v9_;
    let _e74 = r3_;
    r0_ = saturate((select((_e72 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e74));
    let _e83 = r0_;
    o0_ = _e83;
    let _e84 = o0_;
    return Output(_e84);
}
