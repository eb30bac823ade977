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
    let _e39 = v0_;
    let _e41 = textureSample(t0_, s0_, _e39.xy);
    r1_ = _e41;
    let _e42 = v1_;
    let _e43 = r1_;
    let _e48 = _e42.xyz;
    let _e49 = ((_e43 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e52 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e56 = select((_e48 * _e49), _e52, ((_e48 == _e52) | (_e49 == _e52)));
    let _e63 = r3_;
    r3_ = select(_e63, vec4(((_e56.x + _e56.y) + _e56.z)), vec4<bool>(true, false, false, false));
    let _e66 = v2_;
    let _e67 = r1_;
    let _e70 = _e66.xyz;
    let _e71 = ((_e67 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e73 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e77 = select((_e70 * _e71), _e73, ((_e70 == _e73) | (_e71 == _e73)));
    let _e84 = r3_;
    r3_ = select(_e84, vec4(((_e77.x + _e77.y) + _e77.z)), vec4<bool>(false, true, false, false));
    let _e87 = r3_;
    let _e89 = textureSample(t2_, s2_, _e87.xy);
    r2_ = _e89;
    let _e90 = r2_;
    let _e91 = v8_;
    r0_ = select((_e90 * _e91), vec4<f32>(0f, 0f, 0f, 0f), ((_e90 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e91 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e97 = r0_;
    o0_ = _e97;
    let _e98 = o0_;
    return Output(_e98);
}
