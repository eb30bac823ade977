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
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(in1_.xxxx.x)), vec4<bool>(true, false, false, false));
    r0_ = _e50;
    let _e56 = select(_e50, vec4(log2(abs(in1_.yyyy.x))), vec4<bool>(false, true, false, false));
    r0_ = _e56;
    let _e60 = vec4(exp2(in1_.zzzz.x));
    r1_ = _e60;
    let _e65 = vec4(log2(abs(in1_.wwww.x)));
    r2_ = _e65;
    let _e67 = select(_e56, _e60.zzzz, vec4<bool>(false, false, true, false));
    r0_ = _e67;
    let _e69 = select(_e67, _e65.zzzz, vec4<bool>(false, false, false, true));
    r0_ = _e69;
    o1_ = _e69;
    let _e72 = consts.c[256];
    let _e75 = consts.c[257];
    let _e81 = select(_e45, ((_e45 * _e75) + (_e72 * _e45.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e81;
    return Output(_e81, _e69);
}
