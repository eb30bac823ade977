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
    let _e31 = v0_;
    r0_ = _e31.wzyx;
    let _e33 = r0_;
    let _e35 = v8_;
    r1_ = (_e33.yzxw + _e35.zxyw);
    let _e38 = r1_;
    let _e39 = _e38.zxyw;
    let _e40 = r0_;
    let _e41 = _e40.yzxw;
    r2_ = select((_e39 * _e41), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e41 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e48 = r2_;
    let _e49 = _e48.wwww;
    let _e50 = r1_;
    let _e51 = r0_;
    r3_ = (select((_e49 * _e50), vec4<f32>(0f, 0f, 0f, 0f), ((_e49 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e50 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e51.wzyx));
    let _e60 = r3_;
    let _e61 = r2_;
    let _e64 = r3_;
    r3_ = select(_e64, (_e60 + _e61.yyyy), vec4<bool>(true, true, false, false));
    let _e67 = r3_;
    o0_ = _e67;
    let _e68 = o0_;
    return Output(_e68);
}
