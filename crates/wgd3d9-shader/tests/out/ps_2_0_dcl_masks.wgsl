struct Constants {
    c: array<vec4<f32>, 34>,
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
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f).xxxx + in0_.xxxx), vec4<bool>(true, false, false, false));
    r0_ = _e37;
    let _e40 = consts.c[1];
    let _e48 = select(_e37, (select((in1_ * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((in1_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e37), vec4<bool>(true, true, false, false));
    r0_ = _e48;
    let _e51 = select(_e48, (_e48 + in2_), vec4<bool>(true, true, true, false));
    r0_ = _e51;
    let _e54 = select(_e51, (_e51 + in3_), vec4<bool>(false, false, true, true));
    r0_ = _e54;
    let _e60 = select(_e54, select((_e54 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e60;
    let _e61 = _e60.wwww;
    let _e62 = in9_.wwww;
    let _e69 = select(_e60, select((_e61 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r0_ = _e69;
    o0_ = _e69;
    return Output(_e69);
}
