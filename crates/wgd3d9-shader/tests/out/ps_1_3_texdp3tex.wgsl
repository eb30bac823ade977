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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e31 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e31;
    r4_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e36 = in1_.xyz;
    let _e37 = ((_e31 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e39 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e43 = select((_e36 * _e37), _e39, ((_e36 == _e39) | (_e37 == _e39)));
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e43.x + _e43.y) + _e43.z)), vec4<bool>(true, false, false, false));
    r4_ = _e51;
    let _e53 = textureSample(t1_, s1_, _e51.xy);
    r2_ = _e53;
    let _e56 = in2_.xyz;
    let _e57 = ((_e31 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e59 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e63 = select((_e56 * _e57), _e59, ((_e56 == _e59) | (_e57 == _e59)));
    let _e69 = vec4(((_e63.x + _e63.y) + _e63.z));
    r3_ = _e69;
    let _e74 = select((_e53 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e74;
    o0_ = _e74;
    return Output(_e74);
}
