struct Constants {
    c: array<vec4<f32>, 225>,
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

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>) -> Output {
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
    var v10_: vec4<f32> = vec4<f32>();

    v10_ = frag_coord;
    let _e38 = v10_;
    r3_ = (_e38 + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e40 = r3_;
    let _e42 = r0_;
    r0_ = select(_e42, (_e40 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f)), vec4<bool>(true, true, false, false));
    let _e45 = r0_;
    let _e47 = textureSample(t0_, s0_, _e45.xy);
    r1_ = _e47;
    let _e48 = r3_;
    let _e51 = r2_;
    r2_ = select(_e51, (_e48 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).zzzz), vec4<bool>(true, true, false, false));
    let _e53 = r2_;
    let _e55 = r2_;
    r2_ = select(_e55, fract(_e53), vec4<bool>(true, true, false, false));
    let _e57 = r2_;
    let _e59 = r2_;
    let _e62 = r2_;
    r2_ = select(_e62, (_e57.xxxx + _e59.yyyy), vec4<bool>(true, false, false, false));
    let _e65 = r2_;
    let _e69 = r2_;
    r2_ = select(_e69, (_e65.xxxx * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    let _e71 = r1_;
    let _e72 = r2_;
    o0_ = (_e71 + _e72.xxxx);
    let _e75 = o0_;
    return Output(_e75);
}
