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
    let _e29 = v0_;
    let _e31 = textureSample(t0_, s0_, _e29.xy);
    r1_ = _e31;
    r4_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e32 = v1_;
    let _e33 = r1_;
    let _e38 = _e32.xyz;
    let _e39 = ((_e33 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e42 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e46 = select((_e38 * _e39), _e42, ((_e38 == _e42) | (_e39 == _e42)));
    let _e53 = r4_;
    r4_ = select(_e53, vec4(((_e46.x + _e46.y) + _e46.z)), vec4<bool>(true, false, false, false));
    let _e56 = r4_;
    let _e58 = textureSample(t1_, s1_, _e56.xy);
    r2_ = _e58;
    let _e59 = v2_;
    let _e60 = r1_;
    let _e63 = _e59.xyz;
    let _e64 = ((_e60 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e66 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e70 = select((_e63 * _e64), _e66, ((_e63 == _e66) | (_e64 == _e66)));
    r3_ = vec4(((_e70.x + _e70.y) + _e70.z));
    let _e77 = r2_;
    let _e78 = r3_;
    r0_ = select((_e77 * _e78), vec4<f32>(0f, 0f, 0f, 0f), ((_e77 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e78 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e84 = r0_;
    o0_ = _e84;
    let _e85 = o0_;
    return Output(_e85);
}
