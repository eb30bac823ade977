struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e46 = sign(in1_);
    r0_ = _e46;
    let _e49 = consts.c[4];
    let _e50 = (_e46 * _e49);
    r1_ = _e50;
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), sign(-(_e50.yxxx)), vec4<bool>(true, true, false, false));
    r2_ = _e55;
    let _e56 = select(_e50, _e55, vec4<bool>(true, true, false, false));
    r1_ = _e56;
    o1_ = _e56;
    let _e59 = consts.c[256];
    let _e62 = consts.c[257];
    let _e68 = select(_e45, ((_e45 * _e62) + (_e59 * _e45.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e68;
    return Output(_e68, _e56);
}
