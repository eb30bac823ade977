struct Constants {
    c: array<vec4<f32>, 33>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    v8_ = in8_;
    let _e34 = v0_;
    let _e36 = textureSample(t0_, s0_, _e34.xy);
    r0_ = _e36;
    let _e37 = r0_;
    r1_ = (_e37 + -(vec4<f32>(0.5f, 1f, 0f, -1f).xxxx));
    let _e41 = r1_;
    r2_ = select(vec4<f32>(0.5f, 1f, 0f, -1f).zzzz, vec4<f32>(0.5f, 1f, 0f, -1f).yyyy, (_e41 >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e47 = r1_;
    let _e49 = r0_;
    let _e50 = v8_;
    r3_ = select(_e50, _e49, (-(_e47) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e53 = r2_;
    let _e54 = r3_;
    r2_ = select((_e53 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e60 = r2_;
    o0_ = _e60;
    let _e61 = o0_;
    return Output(_e61);
}
