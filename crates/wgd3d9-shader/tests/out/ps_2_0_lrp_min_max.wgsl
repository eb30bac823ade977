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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    let _e37 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e37;
    let _e39 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e39;
    let _e41 = mix(_e39, _e37, in8_.wwww);
    r2_ = _e41;
    let _e42 = vec4<f32>(0.1f, 0.9f, 0f, 0f).xxxx;
    let _e44 = select(_e42, _e41, (_e41 >= _e42));
    r2_ = _e44;
    let _e45 = vec4<f32>(0.1f, 0.9f, 0f, 0f).yyyy;
    let _e47 = select(_e45, _e44, (_e44 < _e45));
    r2_ = _e47;
    o0_ = _e47;
    return Output(_e47);
}
