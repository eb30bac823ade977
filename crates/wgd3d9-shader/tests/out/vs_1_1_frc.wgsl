struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e20 = consts.c[0];
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e20)), vec4<bool>(true, false, false, false));
    o0_ = _e24;
    let _e27 = consts.c[1];
    let _e31 = select(_e24, vec4(dot(in0_, _e27)), vec4<bool>(false, true, false, false));
    o0_ = _e31;
    let _e34 = consts.c[2];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, false, true, false));
    o0_ = _e38;
    let _e41 = consts.c[3];
    let _e45 = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, false, true));
    o0_ = _e45;
    let _e48 = consts.c[4];
    let _e49 = (in1_ * _e48);
    r0_ = _e49;
    let _e52 = consts.c[5];
    let _e53 = (_e49 + _e52);
    r0_ = _e53;
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), fract(_e53), vec4<bool>(true, true, false, false));
    r1_ = _e56;
    let _e59 = select(_e56, fract(_e53.wwww), vec4<bool>(false, true, false, false));
    r1_ = _e59;
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), _e59, vec4<bool>(true, true, false, false));
    o1_ = _e60;
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), _e53, vec4<bool>(true, true, false, false));
    o2_ = _e61;
    let _e64 = consts.c[256];
    let _e67 = consts.c[257];
    let _e73 = select(_e45, ((_e45 * _e67) + (_e64 * _e45.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e73;
    return Output(_e73, _e60, _e61);
}
