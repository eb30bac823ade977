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
    let _e57 = consts.c[5];
    let _e62 = r0_;
    r0_ = select(_e62, vec4(dot(_e54.xyz, _e57.xyz)), vec4<bool>(true, false, false, false));
    let _e64 = r0_;
    let _e71 = r1_;
    r1_ = select(_e71, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e64.xxxx >= vec4<f32>(0f, 1f, 0.5f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e73 = r0_;
    let _e78 = r1_;
    r1_ = select(_e78, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e73.xxxx < vec4<f32>(0f, 1f, 0.5f, 0f).xxxx)), vec4<bool>(false, true, false, false));
    let _e80 = r1_;
    let _e84 = consts.c[6];
    r2_ = (_e80.xxxx * _e84);
    let _e86 = r1_;
    let _e90 = consts.c[7];
    let _e91 = r2_;
    o1_ = ((_e86.yyyy * _e90) + _e91);
    let _e94 = o1_;
    o1_ = saturate(_e94);
    let _e96 = o0_;
    let _e99 = consts.c[256];
    let _e103 = o0_;
    o0_ = select(_e103, (_e96 + (_e99 * _e96.wwww)), vec4<bool>(true, true, true, false));
    let _e106 = o0_;
    let _e107 = o1_;
    return Output(_e106, _e107);
}
