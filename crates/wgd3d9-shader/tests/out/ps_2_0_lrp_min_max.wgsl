struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e35 = v0_;
    let _e37 = textureSample(t0_, s0_, _e35.xy);
    r0_ = _e37;
    let _e38 = v1_;
    let _e40 = textureSample(t1_, s1_, _e38.xy);
    r1_ = _e40;
    let _e41 = v8_;
    let _e43 = r0_;
    let _e44 = r1_;
    r2_ = mix(_e44, _e43, _e41.wwww);
    let _e46 = r2_;
    let _e47 = vec4<f32>(0.1f, 0.9f, 0f, 0f).xxxx;
    r2_ = select(_e47, _e46, (_e46 >= _e47));
    let _e50 = r2_;
    let _e51 = vec4<f32>(0.1f, 0.9f, 0f, 0f).yyyy;
    r2_ = select(_e51, _e50, (_e50 < _e51));
    let _e54 = r2_;
    o0_ = _e54;
    let _e55 = o0_;
    return Output(_e55);
}
