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
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e20 = v1_;
    let _e26 = r0_;
    r0_ = select(_e26, ((_e20.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e29 = r0_;
    let _e32 = r0_;
    r0_ = select(_e32, fract(_e29.xxxx), vec4<bool>(true, false, false, false));
    let _e34 = r0_;
    let _e40 = r0_;
    r0_ = select(_e40, ((_e34.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    let _e42 = r0_;
    let _e49 = r1_;
    r1_ = select(_e49, vec4<f32>(cos(_e42.xxxx.x), sin(_e42.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e52 = r1_;
    let _e59 = r2_;
    r2_ = select(_e59, vec4<f32>(cos(_e52.yyyy.x), sin(_e52.yyyy.x), 0f, 0f), vec4<bool>(true, false, false, false));
    let _e61 = r1_;
    let _e68 = r2_;
    r2_ = select(_e68, vec4<f32>(cos(_e61.xxxx.x), sin(_e61.xxxx.x), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e71 = v0_;
    r3_ = _e71;
    let _e72 = r1_;
    let _e76 = consts.c[4];
    let _e78 = r3_;
    let _e81 = r3_;
    r3_ = select(_e81, ((_e72.yxxx * _e76.xxxx) + _e78), vec4<bool>(true, false, true, false));
    let _e84 = r3_;
    let _e87 = consts.c[0];
    let _e90 = o0_;
    o0_ = select(_e90, vec4(dot(_e84, _e87)), vec4<bool>(true, false, false, false));
    let _e92 = r3_;
    let _e95 = consts.c[1];
    let _e98 = o0_;
    o0_ = select(_e98, vec4(dot(_e92, _e95)), vec4<bool>(false, true, false, false));
    let _e100 = r3_;
    let _e103 = consts.c[2];
    let _e106 = o0_;
    o0_ = select(_e106, vec4(dot(_e100, _e103)), vec4<bool>(false, false, true, false));
    let _e109 = r3_;
    let _e112 = consts.c[3];
    let _e115 = o0_;
    o0_ = select(_e115, vec4(dot(_e109, _e112)), vec4<bool>(false, false, false, true));
    let _e118 = r1_;
    let _e120 = r2_;
    r2_ = select(_e120, _e118.xyxy, vec4<bool>(false, false, true, true));
    let _e123 = r2_;
    o1_ = _e123;
    let _e124 = o0_;
    let _e127 = consts.c[256];
    let _e131 = o0_;
    o0_ = select(_e131, (_e124 + (_e127 * _e124.wwww)), vec4<bool>(true, true, true, false));
    let _e134 = o0_;
    let _e135 = o1_;
    return Output(_e134, _e135);
}
