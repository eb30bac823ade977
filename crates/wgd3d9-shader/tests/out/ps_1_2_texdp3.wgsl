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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
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
    let _e34 = v0_;
    let _e36 = textureSample(t0_, s0_, _e34.xy);
    r1_ = _e36;
    let _e37 = v1_;
    let _e38 = r1_;
    let _e43 = _e37.xyz;
    let _e44 = ((_e38 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e47 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e51 = select((_e43 * _e44), _e47, ((_e43 == _e47) | (_e44 == _e47)));
    r2_ = vec4(((_e51.x + _e51.y) + _e51.z));
    let _e58 = r2_;
    let _e59 = v8_;
    r0_ = select((_e58 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e65 = r0_;
    o0_ = _e65;
    let _e66 = o0_;
    return Output(_e66);
}
