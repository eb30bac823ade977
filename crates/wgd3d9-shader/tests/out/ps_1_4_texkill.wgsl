struct Constants {
    c: array<vec4<f32>, 26>,
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
    let _e32 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.5f, 0.5f, 0.5f, 0f), (vec4<f32>(0.5f, 0.5f, 0.5f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r3_ = _e32;
    let _e34 = select(vec4<f32>(1f, 1f, 1f, 1f), _e32, (_e32 < vec4<f32>(1f, 1f, 1f, 1f)));
    r3_ = _e34;
    let _e36 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e36;
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r1_ = _e38;
    if any((in2_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e45 = select(_e38, (_e38 + -(_e34)), vec4<bool>(true, true, true, false));
    r1_ = _e45;
    let _e47 = textureSample(t2_, s2_, in3_.xy);
    r2_ = _e47;
    if any((_e45.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e57 = select(_e36, select((_e36 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e57;
    let _e59 = select(_e57, _e47, vec4<bool>(false, false, false, true));
    r0_ = _e59;
    o0_ = _e59;
    return Output(_e59);
}
