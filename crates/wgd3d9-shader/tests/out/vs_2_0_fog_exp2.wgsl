struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
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
    let _e24 = r0_;
    r0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = r0_;
    r0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = r0_;
    r0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = r0_;
    r0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = r0_;
    o0_ = _e54;
    let _e55 = v0_;
    let _e58 = consts.c[6];
    let _e61 = r1_;
    r1_ = select(_e61, vec4(dot(_e55, _e58)), vec4<bool>(true, false, false, false));
    let _e63 = r1_;
    let _e67 = consts.c[7];
    let _e70 = r1_;
    r1_ = select(_e70, (_e63.xxxx * _e67.xxxx), vec4<bool>(true, false, false, false));
    let _e72 = r1_;
    let _e74 = r1_;
    let _e77 = r1_;
    r1_ = select(_e77, (_e72.xxxx * _e74.xxxx), vec4<bool>(true, false, false, false));
    let _e79 = r1_;
    let _e84 = r1_;
    r1_ = select(_e84, (_e79.xxxx * -(vec4<f32>(1.442695f, 0f, 1f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e86 = r1_;
    let _e91 = r1_;
    r1_ = select(_e91, vec4(exp2(_e86.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e93 = r1_;
    let _e94 = _e93.xxxx;
    let _e95 = vec4<f32>(1.442695f, 0f, 1f, 0f).yyyy;
    let _e98 = r1_;
    r1_ = select(_e98, select(_e95, _e94, (_e94 >= _e95)), vec4<bool>(true, false, false, false));
    let _e100 = r1_;
    let _e101 = _e100.xxxx;
    let _e102 = vec4<f32>(1.442695f, 0f, 1f, 0f).zzzz;
    o1_ = select(_e102, _e101, (_e101 < _e102));
    let _e105 = v1_;
    let _e106 = o2_;
    o2_ = select(_e106, _e105, vec4<bool>(true, true, false, false));
    let _e109 = o0_;
    let _e112 = consts.c[256];
    let _e116 = o0_;
    o0_ = select(_e116, (_e109 + (_e112 * _e109.wwww)), vec4<bool>(true, true, true, false));
    let _e119 = o0_;
    let _e120 = o1_;
    let _e121 = o2_;
    return Output(_e119, _e120, _e121);
}
