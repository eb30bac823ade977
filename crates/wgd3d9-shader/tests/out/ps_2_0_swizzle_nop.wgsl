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
    let _e32 = in0_.wzyx;
    r0_ = _e32;
    let _e35 = (_e32.yzxw + in8_.zxyw);
    r1_ = _e35;
    let _e36 = _e35.zxyw;
    let _e37 = _e32.yzxw;
    let _e42 = select((_e36 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e42;
    let _e43 = _e42.wwww;
    let _e51 = (select((_e43 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e32.wzyx));
    r3_ = _e51;
    let _e55 = select(_e51, (_e51 + _e42.yyyy), vec4<bool>(true, true, false, false));
    r3_ = _e55;
    o0_ = _e55;
    return Output(_e55);
}
