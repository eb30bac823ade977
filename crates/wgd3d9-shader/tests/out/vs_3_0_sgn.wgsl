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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e17 = v0_;
    let _e20 = consts.c[0];
    let _e23 = o0_;
    o0_ = select(_e23, vec4(dot(_e17, _e20)), vec4<bool>(true, false, false, false));
    let _e26 = v0_;
    let _e29 = consts.c[1];
    let _e32 = o0_;
    o0_ = select(_e32, vec4(dot(_e26, _e29)), vec4<bool>(false, true, false, false));
    let _e35 = v0_;
    let _e38 = consts.c[2];
    let _e41 = o0_;
    o0_ = select(_e41, vec4(dot(_e35, _e38)), vec4<bool>(false, false, true, false));
    let _e44 = v0_;
    let _e47 = consts.c[3];
    let _e50 = o0_;
    o0_ = select(_e50, vec4(dot(_e44, _e47)), vec4<bool>(false, false, false, true));
    let _e53 = v1_;
    r0_ = sign(_e53);
    let _e55 = r0_;
    let _e58 = consts.c[4];
    r1_ = (_e55 * _e58);
    let _e60 = r1_;
    let _e64 = r2_;
    r2_ = select(_e64, sign(-(_e60.yxxx)), vec4<bool>(true, true, false, false));
    let _e67 = r2_;
    let _e68 = r1_;
    r1_ = select(_e68, _e67, vec4<bool>(true, true, false, false));
    let _e70 = r1_;
    o1_ = _e70;
    let _e71 = o0_;
    let _e74 = consts.c[256];
    let _e78 = o0_;
    o0_ = select(_e78, (_e71 + (_e74 * _e71.wwww)), vec4<bool>(true, true, true, false));
    let _e81 = o0_;
    let _e82 = o1_;
    return Output(_e81, _e82);
}
