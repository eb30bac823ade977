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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    r3_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.5f, 0.5f, 0.5f, 0f), (vec4<f32>(0.5f, 0.5f, 0.5f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e32 = r3_;
    r3_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e32, (_e32 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e35 = v0_;
    let _e37 = textureSample(t0_, s0_, _e35.xy);
    r0_ = _e37;
    let _e38 = v1_;
    let _e39 = r1_;
    r1_ = select(_e39, _e38, vec4<bool>(true, true, true, false));
    let _e42 = v2_;
    if any((_e42.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e48 = r1_;
    let _e49 = r3_;
    let _e52 = r1_;
    r1_ = select(_e52, (_e48 + -(_e49)), vec4<bool>(true, true, true, false));
    let _e54 = v3_;
    let _e56 = textureSample(t2_, s2_, _e54.xy);
    r2_ = _e56;
    let _e57 = r1_;
    if any((_e57.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e62 = r0_;
    let _e63 = r2_;
    let _e69 = r0_;
    r0_ = select(_e69, select((_e62 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e71 = r2_;
    let _e72 = r0_;
    r0_ = select(_e72, _e71, vec4<bool>(false, false, false, true));
    let _e75 = r0_;
    o0_ = _e75;
    let _e76 = o0_;
    return Output(_e76);
}
