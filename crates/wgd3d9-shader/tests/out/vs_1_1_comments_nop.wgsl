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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e8 = v0_;
    let _e11 = consts.c[0];
    let _e14 = o0_;
    o0_ = select(_e14, vec4(dot(_e8, _e11)), vec4<bool>(true, false, false, false));
    let _e17 = v0_;
    let _e20 = consts.c[1];
    let _e23 = o0_;
    o0_ = select(_e23, vec4(dot(_e17, _e20)), vec4<bool>(false, true, false, false));
    let _e26 = v0_;
    let _e29 = consts.c[2];
    let _e32 = o0_;
    o0_ = select(_e32, vec4(dot(_e26, _e29)), vec4<bool>(false, false, true, false));
    let _e35 = v0_;
    let _e38 = consts.c[3];
    let _e41 = o0_;
    o0_ = select(_e41, vec4(dot(_e35, _e38)), vec4<bool>(false, false, false, true));
    let _e46 = consts.c[4];
    o1_ = _e46;
    let _e47 = o1_;
    o1_ = saturate(_e47);
    let _e49 = o0_;
    let _e52 = consts.c[256];
    let _e56 = o0_;
    o0_ = select(_e56, (_e49 + (_e52 * _e49.wwww)), vec4<bool>(true, true, true, false));
    let _e59 = o0_;
    let _e60 = o1_;
    return Output(_e59, _e60);
}
