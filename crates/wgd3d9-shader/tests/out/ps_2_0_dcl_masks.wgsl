struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
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
    v8_ = in8_;
    v9_ = in9_;
    r0_ = vec4<f32>(0f, 0f, 0f, 1f);
    let _e32 = r0_;
    let _e34 = v0_;
    let _e37 = r0_;
    r0_ = select(_e37, (_e32.xxxx + _e34.xxxx), vec4<bool>(true, false, false, false));
    let _e40 = v1_;
    let _e43 = consts.c[1];
    let _e44 = r0_;
    let _e52 = r0_;
    r0_ = select(_e52, (select((_e40 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e40 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e44), vec4<bool>(true, true, false, false));
    let _e55 = r0_;
    let _e56 = v2_;
    let _e58 = r0_;
    r0_ = select(_e58, (_e55 + _e56), vec4<bool>(true, true, true, false));
    let _e61 = r0_;
    let _e62 = v3_;
    let _e64 = r0_;
    r0_ = select(_e64, (_e61 + _e62), vec4<bool>(false, false, true, true));
    let _e67 = r0_;
    let _e68 = v8_;
    let _e74 = r0_;
    r0_ = select(_e74, select((_e67 * _e68), vec4<f32>(0f, 0f, 0f, 0f), ((_e67 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e68 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e76 = r0_;
    let _e77 = _e76.wwww;
    let _e78 = v9_;
    let _e79 = _e78.wwww;
    let _e85 = r0_;
    r0_ = select(_e85, select((_e77 * _e79), vec4<f32>(0f, 0f, 0f, 0f), ((_e77 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e79 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e88 = r0_;
    o0_ = _e88;
    let _e89 = o0_;
    return Output(_e89);
}
