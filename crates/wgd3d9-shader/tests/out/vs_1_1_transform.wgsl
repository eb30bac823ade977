struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e11 = v0_;
    let _e14 = consts.c[0];
    let _e17 = o0_;
    o0_ = select(_e17, vec4(dot(_e11, _e14)), vec4<bool>(true, false, false, false));
    let _e20 = v0_;
    let _e23 = consts.c[1];
    let _e26 = o0_;
    o0_ = select(_e26, vec4(dot(_e20, _e23)), vec4<bool>(false, true, false, false));
    let _e29 = v0_;
    let _e32 = consts.c[2];
    let _e35 = o0_;
    o0_ = select(_e35, vec4(dot(_e29, _e32)), vec4<bool>(false, false, true, false));
    let _e38 = v0_;
    let _e41 = consts.c[3];
    let _e44 = o0_;
    o0_ = select(_e44, vec4(dot(_e38, _e41)), vec4<bool>(false, false, false, true));
    let _e47 = v1_;
    o1_ = _e47;
    let _e48 = o1_;
    o1_ = saturate(_e48);
    let _e50 = o0_;
    let _e53 = consts.c[256];
    let _e57 = o0_;
    o0_ = select(_e57, (_e50 + (_e53 * _e50.wwww)), vec4<bool>(true, true, true, false));
    let _e60 = o0_;
    let _e61 = o1_;
    return Output(_e60, _e61);
}
