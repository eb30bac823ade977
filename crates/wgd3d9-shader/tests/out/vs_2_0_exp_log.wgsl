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
    let _e58 = r0_;
    r0_ = select(_e58, vec4(exp2(_e53.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e60 = v1_;
    let _e66 = r0_;
    r0_ = select(_e66, vec4(log2(abs(_e60.yyyy.x))), vec4<bool>(false, true, false, false));
    let _e68 = v1_;
    r1_ = vec4(exp2(_e68.zzzz.x));
    let _e73 = v1_;
    r2_ = vec4(log2(abs(_e73.wwww.x)));
    let _e79 = r1_;
    let _e81 = r0_;
    r0_ = select(_e81, _e79.zzzz, vec4<bool>(false, false, true, false));
    let _e83 = r2_;
    let _e85 = r0_;
    r0_ = select(_e85, _e83.zzzz, vec4<bool>(false, false, false, true));
    let _e87 = r0_;
    o1_ = _e87;
    let _e88 = o0_;
    let _e91 = consts.c[256];
    let _e95 = o0_;
    o0_ = select(_e95, (_e88 + (_e91 * _e88.wwww)), vec4<bool>(true, true, true, false));
    let _e98 = o0_;
    let _e99 = o1_;
    return Output(_e98, _e99);
}
