struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e21 = v0_;
    let _e24 = consts.c[0];
    let _e27 = r4_;
    r4_ = select(_e27, vec4(dot(_e21, _e24)), vec4<bool>(true, false, false, false));
    let _e30 = v0_;
    let _e33 = consts.c[1];
    let _e36 = r4_;
    r4_ = select(_e36, vec4(dot(_e30, _e33)), vec4<bool>(false, true, false, false));
    let _e39 = v0_;
    let _e42 = consts.c[2];
    let _e45 = r4_;
    r4_ = select(_e45, vec4(dot(_e39, _e42)), vec4<bool>(false, false, true, false));
    let _e48 = v0_;
    let _e51 = consts.c[3];
    let _e54 = r4_;
    r4_ = select(_e54, vec4(dot(_e48, _e51)), vec4<bool>(false, false, false, true));
    let _e57 = r4_;
    o0_ = _e57;
    let _e58 = v1_;
    r0_ = _e58;
    let _e59 = r0_;
    let _e62 = consts.c[4];
    r1_ = (_e59 + _e62);
    let _e64 = r1_;
    let _e65 = r0_;
    r2_ = (_e64 * _e65);
    let _e67 = r2_;
    let _e70 = consts.c[5];
    let _e71 = r1_;
    r3_ = ((_e67 * _e70) + _e71);
    let _e74 = r3_;
    o1_ = _e74;
    let _e75 = o0_;
    let _e78 = consts.c[256];
    let _e82 = o0_;
    o0_ = select(_e82, (_e75 + (_e78 * _e75.wwww)), vec4<bool>(true, true, true, false));
    let _e85 = o0_;
    let _e86 = o1_;
    return Output(_e85, _e86);
}
