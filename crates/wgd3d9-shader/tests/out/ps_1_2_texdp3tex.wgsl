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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

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
    let _e31 = v0_;
    let _e33 = textureSample(t0_, s0_, _e31.xy);
    r1_ = _e33;
    r4_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e34 = v1_;
    let _e35 = r1_;
    let _e40 = _e34.xyz;
    let _e41 = ((_e35 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e44 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e48 = select((_e40 * _e41), _e44, ((_e40 == _e44) | (_e41 == _e44)));
    let _e55 = r4_;
    r4_ = select(_e55, vec4(((_e48.x + _e48.y) + _e48.z)), vec4<bool>(true, false, false, false));
    let _e58 = r4_;
    let _e60 = textureSample(t1_, s1_, _e58.xy);
    r2_ = _e60;
    let _e61 = v2_;
    let _e63 = textureSample(t2_, s2_, _e61.xy);
    r3_ = _e63;
    let _e64 = r2_;
    let _e65 = r3_;
    r0_ = select((_e64 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e71 = r0_;
    o0_ = _e71;
    let _e72 = o0_;
    return Output(_e72);
}
