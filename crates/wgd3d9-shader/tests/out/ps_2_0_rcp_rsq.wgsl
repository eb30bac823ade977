struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e30 = v0_;
    let _e31 = v0_;
    let _e32 = _e30.xyz;
    let _e33 = _e31.xyz;
    let _e36 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e40 = select((_e32 * _e33), _e36, ((_e32 == _e36) | (_e33 == _e36)));
    let _e47 = r0_;
    r0_ = select(_e47, vec4(((_e40.x + _e40.y) + _e40.z)), vec4<bool>(true, false, false, false));
    let _e50 = r0_;
    let _e56 = r0_;
    r0_ = select(_e56, vec4(inverseSqrt(abs(_e50.xxxx.x))), vec4<bool>(false, true, false, false));
    let _e59 = r0_;
    let _e65 = r0_;
    r0_ = select(_e65, vec4((1f / _e59.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e68 = r0_;
    let _e69 = _e68.zzzz;
    let _e70 = vec4<f32>(1f, 0.1f, 0.01f, 0f).yyyy;
    let _e78 = r0_;
    r0_ = select(_e78, (select((_e69 * _e70), vec4<f32>(0f, 0f, 0f, 0f), ((_e69 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e70 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(1f, 0.1f, 0.01f, 0f).xxxx), vec4<bool>(false, false, false, true));
    let _e81 = r0_;
    let _e82 = _e81.xxxx;
    let _e83 = vec4<f32>(1f, 0.1f, 0.01f, 0f).zzzz;
    let _e84 = r0_;
    let _e92 = r0_;
    r0_ = select(_e92, (select((_e82 * _e83), vec4<f32>(0f, 0f, 0f, 0f), ((_e82 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e83 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e84.wwww), vec4<bool>(false, false, false, true));
    let _e94 = r0_;
    let _e100 = r1_;
    r1_ = select(_e100, vec4((1f / _e94.wwww.x)), vec4<bool>(true, false, false, false));
    let _e102 = v8_;
    let _e103 = r1_;
    let _e104 = _e103.xxxx;
    r2_ = select((_e102 * _e104), vec4<f32>(0f, 0f, 0f, 0f), ((_e102 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e104 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e110 = r2_;
    o0_ = _e110;
    let _e111 = o0_;
    return Output(_e111);
}
