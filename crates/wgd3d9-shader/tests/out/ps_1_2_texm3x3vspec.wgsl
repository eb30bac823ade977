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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
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
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v9_ = in9_;
    v8_ = in8_;
    let _e51 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e51;
    let _e56 = in1_.xyz;
    let _e57 = ((_e51 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e59 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e63 = select((_e56 * _e57), _e59, ((_e56 == _e59) | (_e57 == _e59)));
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e63.x + _e63.y) + _e63.z)), vec4<bool>(true, false, false, false));
    r5_ = _e71;
    let _e74 = in2_.xyz;
    let _e75 = ((_e51 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e77 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e81 = select((_e74 * _e75), _e77, ((_e74 == _e77) | (_e75 == _e77)));
    let _e89 = select(_e71, vec4(((_e81.x + _e81.y) + _e81.z)), vec4<bool>(false, true, false, false));
    r5_ = _e89;
    let _e92 = in3_.xyz;
    let _e93 = ((_e51 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e95 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e99 = select((_e92 * _e93), _e95, ((_e92 == _e95) | (_e93 == _e95)));
    let _e107 = select(_e89, vec4(((_e99.x + _e99.y) + _e99.z)), vec4<bool>(false, false, true, false));
    r5_ = _e107;
    let _e109 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false));
    r3_ = _e109;
    let _e111 = select(_e109, in2_.wwww, vec4<bool>(false, true, false, false));
    r3_ = _e111;
    let _e113 = select(_e111, in3_.wwww, vec4<bool>(false, false, true, false));
    r3_ = _e113;
    let _e114 = _e107.xyz;
    let _e115 = _e113.xyz;
    let _e117 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e121 = select((_e114 * _e115), _e117, ((_e114 == _e117) | (_e115 == _e117)));
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e121.x + _e121.y) + _e121.z)), vec4<bool>(true, false, false, false));
    r6_ = _e128;
    let _e129 = _e107.xyz;
    let _e130 = _e107.xyz;
    let _e132 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e136 = select((_e129 * _e130), _e132, ((_e129 == _e132) | (_e130 == _e132)));
    let _e143 = select(_e128, vec4(((_e136.x + _e136.y) + _e136.z)), vec4<bool>(false, true, false, false));
    r6_ = _e143;
    let _e149 = select(_e143, vec4((1f / _e143.yyyy.x)), vec4<bool>(false, false, true, false));
    r6_ = _e149;
    let _e150 = _e149.xxxx;
    let _e151 = _e149.zzzz;
    let _e158 = select(_e149, select((_e150 * _e151), vec4<f32>(0f, 0f, 0f, 0f), ((_e150 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e151 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r6_ = _e158;
    let _e160 = (_e158.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e167 = (select((_e107 * _e160), vec4<f32>(0f, 0f, 0f, 0f), ((_e107 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e160 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e113));
    r4_ = _e167;
    let _e169 = textureSample(t3_, s3_, _e167.xy);
    r2_ = _e169;
    let _e175 = (select((_e169 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e169 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_);
    r0_ = _e175;
    o0_ = _e175;
    return Output(_e175);
}
