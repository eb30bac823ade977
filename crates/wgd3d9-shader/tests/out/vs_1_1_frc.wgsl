struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
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
    let _e56 = consts.c[4];
    r0_ = (_e53 * _e56);
    let _e58 = r0_;
    let _e61 = consts.c[5];
    r0_ = (_e58 + _e61);
    let _e63 = r0_;
    let _e65 = r1_;
    r1_ = select(_e65, fract(_e63), vec4<bool>(true, true, false, false));
    let _e68 = r0_;
    let _e71 = r1_;
    r1_ = select(_e71, fract(_e68.wwww), vec4<bool>(false, true, false, false));
    let _e73 = r1_;
    let _e74 = o1_;
    o1_ = select(_e74, _e73, vec4<bool>(true, true, false, false));
    let _e76 = r0_;
    let _e77 = o2_;
    o2_ = select(_e77, _e76, vec4<bool>(true, true, false, false));
    let _e79 = o0_;
    let _e82 = consts.c[256];
    let _e86 = o0_;
    o0_ = select(_e86, (_e79 + (_e82 * _e79.wwww)), vec4<bool>(true, true, true, false));
    let _e89 = o0_;
    let _e90 = o1_;
    let _e91 = o2_;
    return Output(_e89, _e90, _e91);
}
