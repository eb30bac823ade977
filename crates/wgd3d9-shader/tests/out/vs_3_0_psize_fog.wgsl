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
    let _e55 = r0_;
    let _e61 = r1_;
    r1_ = select(_e61, ((_e55.wwww * vec4<f32>(1f, 0.01f, 0f, 0f).yyyy) + vec4<f32>(1f, 0.01f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e63 = r1_;
    let _e69 = r1_;
    r1_ = select(_e69, vec4((1f / _e63.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e71 = v1_;
    let _e73 = r1_;
    o1_ = (_e71.xxxx * _e73.xxxx);
    let _e76 = r0_;
    let _e80 = consts.c[5];
    let _e84 = consts.c[5];
    o2_ = saturate(((_e76.zzzz * _e80.xxxx) + _e84.yyyy));
    let _e89 = o0_;
    let _e92 = consts.c[256];
    let _e96 = o0_;
    o0_ = select(_e96, (_e89 + (_e92 * _e89.wwww)), vec4<bool>(true, true, true, false));
    let _e99 = o0_;
    let _e100 = o2_;
    return Output(_e99, _e100);
}
