struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e21 = v0_;
    let _e24 = consts.c[0];
    let _e27 = o0_;
    o0_ = select(_e27, vec4(dot(_e21, _e24)), vec4<bool>(true, false, false, false));
    let _e30 = v0_;
    let _e33 = consts.c[1];
    let _e36 = o0_;
    o0_ = select(_e36, vec4(dot(_e30, _e33)), vec4<bool>(false, true, false, false));
    let _e39 = v0_;
    let _e42 = consts.c[2];
    let _e45 = o0_;
    o0_ = select(_e45, vec4(dot(_e39, _e42)), vec4<bool>(false, false, true, false));
    let _e48 = v0_;
    let _e51 = consts.c[3];
    let _e54 = o0_;
    o0_ = select(_e54, vec4(dot(_e48, _e51)), vec4<bool>(false, false, false, true));
    let _e57 = v1_;
    let _e60 = consts.c[5];
    r0_ = (_e57 * _e60);
    let _e62 = r0_;
    let _e63 = vec4<f32>(0f, 1f, 0.25f, 0.75f).xxxx;
    r0_ = select(_e63, _e62, (_e62 >= _e63));
    let _e66 = r0_;
    let _e67 = vec4<f32>(0f, 1f, 0.25f, 0.75f).yyyy;
    o1_ = select(_e67, _e66, (_e66 < _e67));
    let _e70 = v2_;
    let _e71 = vec4<f32>(0f, 1f, 0.25f, 0.75f).zzzz;
    let _e74 = r1_;
    r1_ = select(_e74, select(_e71, _e70, (_e70 >= _e71)), vec4<bool>(true, true, false, false));
    let _e77 = r1_;
    let _e78 = vec4<f32>(0f, 1f, 0.25f, 0.75f).wwww;
    let _e81 = o2_;
    o2_ = select(_e81, select(_e78, _e77, (_e77 < _e78)), vec4<bool>(true, true, false, false));
    let _e83 = o1_;
    o1_ = saturate(_e83);
    let _e85 = o0_;
    let _e88 = consts.c[256];
    let _e92 = o0_;
    o0_ = select(_e92, (_e85 + (_e88 * _e85.wwww)), vec4<bool>(true, true, true, false));
    let _e95 = o0_;
    let _e96 = o1_;
    let _e97 = o2_;
    return Output(_e95, _e96, _e97);
}
