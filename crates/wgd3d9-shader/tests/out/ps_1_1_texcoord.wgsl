struct Constants {
    c: array<vec4<f32>, 25>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

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
    let _e32 = v0_;
    let _e34 = r1_;
    r1_ = select(_e34, saturate(_e32), vec4<bool>(true, true, true, false));
    let _e37 = r1_;
    r1_ = select(_e37, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e40 = v1_;
    let _e42 = r2_;
    r2_ = select(_e42, saturate(_e40), vec4<bool>(true, true, true, false));
    let _e44 = r2_;
    r2_ = select(_e44, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e46 = r1_;
    let _e47 = r2_;
    let _e54 = r0_;
    r0_ = select(_e54, select((_e46 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e56 = v8_;
    let _e57 = r0_;
    r0_ = select(_e57, _e56, vec4<bool>(false, false, false, true));
    let _e59 = r0_;
    o0_ = _e59;
    let _e60 = o0_;
    return Output(_e60);
}
