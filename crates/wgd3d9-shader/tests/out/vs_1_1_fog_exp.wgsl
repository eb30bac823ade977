struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = v0_;
    let _e18 = consts.c[0];
    let _e21 = r0_;
    r0_ = select(_e21, vec4(dot(_e15, _e18)), vec4<bool>(true, false, false, false));
    let _e24 = v0_;
    let _e27 = consts.c[1];
    let _e30 = r0_;
    r0_ = select(_e30, vec4(dot(_e24, _e27)), vec4<bool>(false, true, false, false));
    let _e33 = v0_;
    let _e36 = consts.c[2];
    let _e39 = r0_;
    r0_ = select(_e39, vec4(dot(_e33, _e36)), vec4<bool>(false, false, true, false));
    let _e42 = v0_;
    let _e45 = consts.c[3];
    let _e48 = r0_;
    r0_ = select(_e48, vec4(dot(_e42, _e45)), vec4<bool>(false, false, false, true));
    let _e51 = r0_;
    o0_ = _e51;
    let _e52 = r0_;
    let _e56 = r1_;
    r1_ = select(_e56, (_e52.zzzz * vec4<f32>(0f, 1f, 1.442695f, 0.02f).wwww), vec4<bool>(true, false, false, false));
    let _e58 = r1_;
    let _e63 = r1_;
    r1_ = select(_e63, (_e58.xxxx * -(vec4<f32>(0f, 1f, 1.442695f, 0.02f).zzzz)), vec4<bool>(true, false, false, false));
    let _e65 = r1_;
    let _e70 = r2_;
    r2_ = select(_e70, vec4(exp2(_e65.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e72 = r2_;
    let _e73 = _e72.xxxx;
    let _e74 = vec4<f32>(0f, 1f, 1.442695f, 0.02f).yyyy;
    o1_ = select(_e74, _e73, (_e73 < _e74));
    let _e77 = o0_;
    let _e80 = consts.c[256];
    let _e84 = o0_;
    o0_ = select(_e84, (_e77 + (_e80 * _e77.wwww)), vec4<bool>(true, true, true, false));
    let _e87 = o0_;
    let _e88 = o1_;
    return Output(_e87, _e88);
}
