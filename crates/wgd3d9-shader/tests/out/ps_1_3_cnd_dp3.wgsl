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
    let _e38 = v0_;
    let _e40 = textureSample(t0_, s0_, _e38.xy);
    r2_ = _e40;
    let _e41 = v1_;
    let _e43 = textureSample(t1_, s1_, _e41.xy);
    r3_ = _e43;
    let _e44 = r2_;
    let _e49 = v8_;
    let _e52 = ((_e44 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e53 = ((_e49 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e56 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e60 = select((_e52 * _e53), _e56, ((_e52 == _e56) | (_e53 == _e56)));
    r1_ = saturate(vec4(((_e60.x + _e60.y) + _e60.z)));
    let _e68 = r3_;
    let _e69 = r0_;
    r0_ = select(_e69, _e68, vec4<bool>(false, false, false, true));
    let _e72 = r0_;
    let _e74 = r1_;
    let _e75 = r3_;
    r0_ = select(_e75, _e74, (_e72.wwww > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e79 = r0_;
    o0_ = _e79;
    let _e80 = o0_;
    return Output(_e80);
}
