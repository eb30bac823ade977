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
    let _e60 = r0_;
    r0_ = select(_e60, vec4(log2(abs(_e54.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e62 = v1_;
    let _e68 = r2_;
    r2_ = select(_e68, vec4(log2(abs(_e62.yyyy.x))), vec4<bool>(false, false, true, false));
    let _e70 = r2_;
    let _e73 = r2_;
    r2_ = select(_e73, floor(_e70.zzzz), vec4<bool>(true, false, false, false));
    let _e75 = r2_;
    let _e81 = r2_;
    r2_ = select(_e81, vec4(exp2(-(_e75.xxxx).x)), vec4<bool>(false, true, false, false));
    let _e83 = r2_;
    let _e84 = v1_;
    let _e88 = r2_;
    r2_ = select(_e88, (_e83 * abs(_e84.yyyy)), vec4<bool>(false, true, false, false));
    let _e90 = r2_;
    r2_ = select(_e90, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e92 = r2_;
    r1_ = _e92;
    let _e93 = r1_;
    let _e94 = r0_;
    r0_ = select(_e94, _e93, vec4<bool>(false, true, true, true));
    let _e97 = r0_;
    o1_ = _e97;
    let _e98 = o0_;
    let _e101 = consts.c[256];
    let _e105 = o0_;
    o0_ = select(_e105, (_e98 + (_e101 * _e98.wwww)), vec4<bool>(true, true, true, false));
    let _e108 = o0_;
    let _e109 = o1_;
    return Output(_e108, _e109);
}
