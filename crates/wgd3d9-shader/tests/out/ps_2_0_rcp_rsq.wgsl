struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    v8_ = in8_;
    let _e31 = in0_.xyz;
    let _e32 = in0_.xyz;
    let _e34 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e38 = select((_e31 * _e32), _e34, ((_e31 == _e34) | (_e32 == _e34)));
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e38.x + _e38.y) + _e38.z)), vec4<bool>(true, false, false, false));
    r0_ = _e46;
    let _e53 = select(_e46, vec4(inverseSqrt(abs(_e46.xxxx.x))), vec4<bool>(false, true, false, false));
    r0_ = _e53;
    let _e60 = select(_e53, vec4((1f / _e53.yyyy.x)), vec4<bool>(false, false, true, false));
    r0_ = _e60;
    let _e61 = _e60.zzzz;
    let _e62 = vec4<f32>(1f, 0.1f, 0.01f, 0f).yyyy;
    let _e71 = select(_e60, (select((_e61 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(1f, 0.1f, 0.01f, 0f).xxxx), vec4<bool>(false, false, false, true));
    r0_ = _e71;
    let _e72 = _e71.xxxx;
    let _e73 = vec4<f32>(1f, 0.1f, 0.01f, 0f).zzzz;
    let _e81 = select(_e71, (select((_e72 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e71.wwww), vec4<bool>(false, false, false, true));
    r0_ = _e81;
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e81.wwww.x)), vec4<bool>(true, false, false, false));
    r1_ = _e86;
    let _e87 = _e86.xxxx;
    let _e92 = select((in8_ * _e87), vec4<f32>(0f, 0f, 0f, 0f), ((in8_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e87 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e92;
    o0_ = _e92;
    return Output(_e92);
}
