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
    let _e41 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e41;
    let _e46 = in1_.xyz;
    let _e47 = ((_e41 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e49 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e53 = select((_e46 * _e47), _e49, ((_e46 == _e49) | (_e47 == _e49)));
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e53.x + _e53.y) + _e53.z)), vec4<bool>(true, false, false, false));
    r3_ = _e61;
    let _e64 = in2_.xyz;
    let _e65 = ((_e41 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e67 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e71 = select((_e64 * _e65), _e67, ((_e64 == _e67) | (_e65 == _e67)));
    let _e79 = select(_e61, vec4(((_e71.x + _e71.y) + _e71.z)), vec4<bool>(false, true, false, false));
    r3_ = _e79;
    let _e81 = textureSample(t2_, s2_, _e79.xy);
    r2_ = _e81;
    let _e87 = (select((_e81 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e81 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    r0_ = _e87;
    o0_ = _e87;
    return Output(_e87);
}
