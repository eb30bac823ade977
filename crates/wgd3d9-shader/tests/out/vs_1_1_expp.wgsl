struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
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
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = v1_;
    let _e57 = r1_;
    r1_ = select(_e57, floor(_e54.xxxx), vec4<bool>(true, false, false, false));
    let _e59 = r1_;
    let _e63 = r1_;
    r1_ = select(_e63, vec4(exp2(_e59.x)), vec4<bool>(true, false, false, false));
    let _e65 = v1_;
    let _e68 = r1_;
    r1_ = select(_e68, fract(_e65.xxxx), vec4<bool>(false, true, false, false));
    let _e70 = v1_;
    let _e75 = r1_;
    r1_ = select(_e75, vec4(exp2(_e70.xxxx.x)), vec4<bool>(false, false, true, false));
    let _e77 = r1_;
    r1_ = select(_e77, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e79 = r1_;
    r0_ = _e79;
    let _e80 = r0_;
    o1_ = _e80;
    let _e81 = r0_;
    o2_ = _e81.zzzz;
    let _e83 = o2_;
    o2_ = saturate(_e83);
    let _e85 = o0_;
    let _e88 = consts.c[256];
    let _e92 = o0_;
    o0_ = select(_e92, (_e85 + (_e88 * _e85.wwww)), vec4<bool>(true, true, true, false));
    let _e95 = o0_;
    let _e96 = o1_;
    let _e97 = o2_;
    return Output(_e95, _e96, _e97);
}
