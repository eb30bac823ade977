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

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e17 = v0_;
    let _e18 = vec4<f32>(4f, 0.5f, 2f, 1f).xxxx;
    let _e25 = r0_;
    r0_ = select(_e25, select((_e17 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e28 = r0_;
    let _e30 = r1_;
    r1_ = select(_e30, fract(_e28), vec4<bool>(true, true, false, false));
    let _e32 = r1_;
    let _e36 = r1_;
    r1_ = select(_e36, (_e32 + -(vec4<f32>(4f, 0.5f, 2f, 1f).yyyy)), vec4<bool>(true, true, false, false));
    let _e38 = r1_;
    let _e40 = r2_;
    r2_ = select(_e40, abs(_e38), vec4<bool>(true, true, false, false));
    let _e42 = r2_;
    let _e43 = vec4<f32>(4f, 0.5f, 2f, 1f).zzzz;
    let _e49 = r2_;
    r2_ = select(_e49, select((_e42 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e51 = r2_;
    let _e53 = textureSample(t0_, s0_, _e51.xy);
    r3_ = _e53;
    let _e54 = r3_;
    o0_ = _e54;
    let _e55 = o0_;
    return Output(_e55);
}
