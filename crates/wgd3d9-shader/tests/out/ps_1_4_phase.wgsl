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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    v1_ = in1_;
    v2_ = in2_;
    v8_ = in8_;
    let _e44 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.05f, 0.05f, 0f, 0f), (vec4<f32>(0.05f, 0.05f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r3_ = _e44;
    let _e46 = select(vec4<f32>(1f, 1f, 1f, 1f), _e44, (_e44 < vec4<f32>(1f, 1f, 1f, 1f)));
    r3_ = _e46;
    let _e48 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e48;
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r1_ = _e50;
    let _e54 = ((_e48 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e61 = select(_e50, (select((_e54 * _e46), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e46 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e50), vec4<bool>(true, true, true, false));
    r1_ = _e61;
    let _e63 = textureSample(t1_, s1_, _e61.xy);
    r1_ = _e63;
    let _e65 = textureSample(t2_, s2_, in2_.xy);
    r2_ = _e65;
    let _e70 = select((_e63 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e70;
    let _e76 = select(_e70, select((_e70 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e70 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e76;
    o0_ = _e76;
    return Output(_e76);
}
