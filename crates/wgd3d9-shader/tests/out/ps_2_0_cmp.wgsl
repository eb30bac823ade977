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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    v8_ = in8_;
    let _e36 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e36;
    let _e39 = (_e36 + -(vec4<f32>(0.5f, 1f, 0f, -1f).xxxx));
    r1_ = _e39;
    let _e43 = select(vec4<f32>(0.5f, 1f, 0f, -1f).zzzz, vec4<f32>(0.5f, 1f, 0f, -1f).yyyy, (_e39 >= vec4<f32>(0f, 0f, 0f, 0f)));
    r2_ = _e43;
    let _e46 = select(in8_, _e36, (-(_e39) >= vec4<f32>(0f, 0f, 0f, 0f)));
    r3_ = _e46;
    let _e51 = select((_e43 * _e46), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e46 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e51;
    o0_ = _e51;
    return Output(_e51);
}
