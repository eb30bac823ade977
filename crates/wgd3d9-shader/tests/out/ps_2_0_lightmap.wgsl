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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e24 = v0_;
    let _e26 = textureSample(t0_, s0_, _e24.xy);
    r0_ = _e26;
    let _e27 = v1_;
    let _e29 = textureSample(t1_, s1_, _e27.xy);
    r1_ = _e29;
    let _e30 = v0_;
    let _e31 = vec4<f32>(2f, 0.5f, 8f, 0f).zzzz;
    let _e38 = r2_;
    r2_ = select(_e38, select((_e30 * _e31), vec4<f32>(0f, 0f, 0f, 0f), ((_e30 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e31 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e41 = r2_;
    let _e43 = textureSample(t2_, s2_, _e41.xy);
    r3_ = _e43;
    let _e44 = r0_;
    let _e45 = r1_;
    let _e51 = r0_;
    r0_ = select(_e51, select((_e44 * _e45), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e45 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e54 = r0_;
    let _e55 = vec4<f32>(2f, 0.5f, 8f, 0f).xxxx;
    let _e61 = r0_;
    r0_ = select(_e61, select((_e54 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e63 = r3_;
    let _e67 = r3_;
    r3_ = select(_e67, (_e63 + -(vec4<f32>(2f, 0.5f, 8f, 0f).yyyy)), vec4<bool>(true, true, true, false));
    let _e69 = r3_;
    let _e70 = r0_;
    let _e71 = r0_;
    let _e78 = r0_;
    r0_ = select(_e78, (select((_e69 * _e70), vec4<f32>(0f, 0f, 0f, 0f), ((_e69 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e70 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e71), vec4<bool>(true, true, true, false));
    let _e80 = r0_;
    o0_ = _e80;
    let _e81 = o0_;
    return Output(_e81);
}
