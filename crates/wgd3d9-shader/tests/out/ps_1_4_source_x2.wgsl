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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
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
    v8_ = in8_;
    v9_ = in9_;
    let _e39 = v0_;
    let _e41 = textureSample(t0_, s0_, _e39.xy);
    r0_ = _e41;
    let _e42 = v1_;
    let _e44 = textureSample(t1_, s1_, _e42.xy);
    r1_ = _e44;
    let _e45 = r0_;
    let _e47 = (_e45 * vec4<f32>(2f, 2f, 2f, 2f));
    let _e48 = v8_;
    r2_ = select((_e47 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e55 = r1_;
    let _e57 = -((_e55 * vec4<f32>(2f, 2f, 2f, 2f)));
    let _e58 = v9_;
    let _e59 = r2_;
    r2_ = (select((_e57 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e57 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e59);
    let _e66 = r2_;
    let _e67 = r0_;
    r0_ = (_e66 + (_e67 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e71 = r0_;
    o0_ = _e71;
    let _e72 = o0_;
    return Output(_e72);
}
