struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e21 = v0_;
    let _e24 = consts.c[0];
    let _e27 = o0_;
    o0_ = select(_e27, vec4(dot(_e21, _e24)), vec4<bool>(true, false, false, false));
    let _e30 = v0_;
    let _e33 = consts.c[1];
    let _e36 = o0_;
    o0_ = select(_e36, vec4(dot(_e30, _e33)), vec4<bool>(false, true, false, false));
    let _e39 = v0_;
    let _e42 = consts.c[2];
    let _e45 = o0_;
    o0_ = select(_e45, vec4(dot(_e39, _e42)), vec4<bool>(false, false, true, false));
    let _e48 = v0_;
    let _e51 = consts.c[3];
    let _e54 = o0_;
    o0_ = select(_e54, vec4(dot(_e48, _e51)), vec4<bool>(false, false, false, true));
    let _e57 = v1_;
    r0_ = _e57.wzyx;
    let _e59 = v1_;
    let _e61 = r1_;
    r1_ = select(_e61, _e59.xxyy, vec4<bool>(true, true, false, false));
    let _e64 = v1_;
    let _e66 = r1_;
    r1_ = select(_e66, _e64.zzzz, vec4<bool>(false, false, true, true));
    let _e69 = r0_;
    let _e71 = r2_;
    r2_ = select(_e71, _e69.yyyy, vec4<bool>(true, false, false, false));
    let _e73 = r1_;
    let _e75 = r2_;
    r2_ = select(_e75, _e73.xyzz, vec4<bool>(false, true, true, true));
    let _e78 = r2_;
    let _e79 = r1_;
    r3_ = (_e78 + _e79.yxwz);
    let _e82 = r3_;
    let _e84 = v1_;
    let _e87 = o1_;
    o1_ = select(_e87, (_e82.xyzz * _e84.zyxx), vec4<bool>(true, true, true, false));
    let _e90 = v1_;
    let _e92 = o1_;
    o1_ = select(_e92, _e90.wwww, vec4<bool>(false, false, false, true));
    let _e94 = r3_;
    let _e96 = o2_;
    o2_ = select(_e96, _e94.zzxx, vec4<bool>(true, false, true, false));
    let _e99 = o1_;
    o1_ = saturate(_e99);
    let _e101 = o0_;
    let _e104 = consts.c[256];
    let _e108 = o0_;
    o0_ = select(_e108, (_e101 + (_e104 * _e101.wwww)), vec4<bool>(true, true, true, false));
    let _e110 = o0_;
    let _e111 = o1_;
    let _e112 = o2_;
    return Output(_e110, _e111, _e112);
}
