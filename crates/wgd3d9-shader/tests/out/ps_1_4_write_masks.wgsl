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
    let _e23 = v0_;
    let _e25 = textureSample(t0_, s0_, _e23.xy);
    r0_ = _e25;
    let _e26 = v1_;
    let _e28 = textureSample(t1_, s1_, _e26.xy);
    r1_ = _e28;
    let _e29 = r0_;
    let _e30 = r2_;
    r2_ = select(_e30, _e29, vec4<bool>(true, false, false, false));
    let _e33 = r1_;
    let _e34 = r2_;
    r2_ = select(_e34, _e33, vec4<bool>(false, true, true, false));
    let _e37 = r0_;
    let _e38 = r1_;
    let _e45 = r2_;
    r2_ = select(_e45, select((_e37 * _e38), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e38 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e48 = r1_;
    let _e49 = r3_;
    r3_ = select(_e49, _e48, vec4<bool>(true, true, false, true));
    let _e52 = r0_;
    let _e53 = r1_;
    let _e55 = r3_;
    r3_ = select(_e55, (_e52 + _e53), vec4<bool>(false, false, true, false));
    let _e58 = r2_;
    let _e59 = r3_;
    r0_ = select((_e58 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e65 = r0_;
    o0_ = _e65;
    let _e66 = o0_;
    return Output(_e66);
}
