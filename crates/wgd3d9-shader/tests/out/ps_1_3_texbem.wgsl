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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v8_ = in8_;
    let _e41 = v0_;
    let _e43 = textureSample(t0_, s0_, _e41.xy);
    r1_ = _e43;
    let _e44 = v1_;
    let _e45 = r1_;
    let _e48 = consts.c[9];
    let _e66 = textureSample(t1_, s1_, vec2<f32>((_e44.x + ((_e48.x * _e45.x) + (_e48.z * _e45.y))), (_e44.y + ((_e48.y * _e45.x) + (_e48.w * _e45.y)))));
    r2_ = _e66;
    let _e67 = v2_;
    let _e69 = textureSample(t2_, s2_, _e67.xy);
    r3_ = _e69;
    let _e70 = r3_;
    let _e71 = v8_;
    let _e72 = r2_;
    r0_ = (select((_e70 * _e71), vec4<f32>(0f, 0f, 0f, 0f), ((_e70 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e71 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e72);
    let _e80 = r0_;
    o0_ = _e80;
    let _e81 = o0_;
    return Output(_e81);
}
