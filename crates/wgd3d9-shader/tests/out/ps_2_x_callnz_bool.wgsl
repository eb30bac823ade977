struct Constants {
    c: array<vec4<f32>, 34>,
    b: u32,
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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
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
    v8_ = in8_;
    v9_ = in9_;
    let _e32 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e32;
    r0_ = select((_e32 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e32 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    if true {
        let _e39 = r0_;
        let _e40 = v9_;
        r0_ = select(_e39, (_e39 + _e40), vec4<bool>(true, true, true, false));
    }
    let _e45 = consts.b;
    if !((((_e45 >> 2u) & 1u) != 0u)) {
        let _e53 = r0_;
        let _e56 = consts.c[0];
        r0_ = select(_e53, select((_e53 * _e56), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e56 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e63 = r0_;
    o0_ = _e63;
    return Output(_e63);
}
