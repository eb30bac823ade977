struct Constants {
    c: array<vec4<f32>, 226>,
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
    let _e39 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    r3_ = _e39;
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e39 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f)), vec4<bool>(true, true, false, false));
    r0_ = _e42;
    let _e44 = textureSample(t0_, s0_, _e42.xy);
    r1_ = _e44;
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e39 * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).zzzz), vec4<bool>(true, true, false, false));
    r2_ = _e47;
    let _e49 = select(_e47, fract(_e47), vec4<bool>(true, true, false, false));
    r2_ = _e49;
    let _e54 = select(_e49, (_e49.xxxx + _e49.yyyy), vec4<bool>(true, false, false, false));
    r2_ = _e54;
    let _e58 = select(_e54, (_e54.xxxx * vec4<f32>(0.0009765625f, 0.0013020833f, 0.5f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    r2_ = _e58;
    let _e60 = (_e44 + _e58.xxxx);
    o0_ = _e60;
    return Output(_e60);
}
