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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    v8_ = in8_;
    let _e40 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e40;
    let _e42 = textureSample(t1_, s1_, in1_.xy);
    r3_ = _e42;
    let _e49 = ((_e40 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e50 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e52 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e56 = select((_e49 * _e50), _e52, ((_e49 == _e52) | (_e50 == _e52)));
    let _e63 = saturate(vec4(((_e56.x + _e56.y) + _e56.z)));
    r1_ = _e63;
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), _e42, vec4<bool>(false, false, false, true));
    r0_ = _e65;
    let _e69 = select(_e42, _e63, (_e65.wwww > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    r0_ = _e69;
    o0_ = _e69;
    return Output(_e69);
}
