struct Constants {
    c: array<vec4<f32>, 34>,
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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
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
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v8_ = in8_;
    v9_ = in9_;
    let _e36 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e36;
    let _e39 = consts.c[0];
    let _e46 = saturate((select((_e36 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + _e39));
    r1_ = _e46;
    let _e48 = saturate((_e46 + in9_));
    r1_ = _e48;
    let _e51 = consts.c[1];
    let _e52 = _e48.xyz;
    let _e53 = _e51.xyz;
    let _e55 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e59 = select((_e52 * _e53), _e55, ((_e52 == _e55) | (_e53 == _e55)));
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e59.x + _e59.y) + _e59.z))), vec4<bool>(true, false, false, false));
    r2_ = _e68;
    let _e69 = _e68.xxxx;
    let _e77 = select(_e48, saturate(select((_e48 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e48 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, true, false));
    r1_ = _e77;
    o0_ = _e77;
    return Output(_e77);
}
