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
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e22 = v0_;
    r0_ = _e22;
    let _e23 = v0_;
    let _e27 = consts.c[4];
    let _e30 = r1_;
    r1_ = select(_e30, (_e23.xxxx * _e27.xxxx), vec4<bool>(true, false, false, false));
    let _e33 = r1_;
    let _e37 = consts.c[4];
    let _e40 = r1_;
    r1_ = select(_e40, (_e33.xxxx + _e37.yyyy), vec4<bool>(true, false, false, false));
    let _e42 = r1_;
    let _e48 = r1_;
    r1_ = select(_e48, ((_e42.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).wwww) + vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).yyyy), vec4<bool>(true, false, false, false));
    let _e50 = r1_;
    let _e53 = r1_;
    r1_ = select(_e53, fract(_e50.xxxx), vec4<bool>(true, false, false, false));
    let _e55 = r1_;
    let _e62 = r1_;
    r1_ = select(_e62, ((_e55.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false));
    let _e64 = r1_;
    let _e71 = r2_;
    r2_ = select(_e71, vec4<f32>(cos(_e64.xxxx.x), sin(_e64.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e74 = r2_;
    let _e78 = consts.c[4];
    let _e80 = r0_;
    let _e84 = r0_;
    r0_ = select(_e84, ((_e74.yyyy * _e78.zzzz) + _e80.yyyy), vec4<bool>(false, true, false, false));
    let _e87 = r0_;
    let _e90 = consts.c[0];
    let _e93 = o0_;
    o0_ = select(_e93, vec4(dot(_e87, _e90)), vec4<bool>(true, false, false, false));
    let _e95 = r0_;
    let _e98 = consts.c[1];
    let _e101 = o0_;
    o0_ = select(_e101, vec4(dot(_e95, _e98)), vec4<bool>(false, true, false, false));
    let _e103 = r0_;
    let _e106 = consts.c[2];
    let _e109 = o0_;
    o0_ = select(_e109, vec4(dot(_e103, _e106)), vec4<bool>(false, false, true, false));
    let _e112 = r0_;
    let _e115 = consts.c[3];
    let _e118 = o0_;
    o0_ = select(_e118, vec4(dot(_e112, _e115)), vec4<bool>(false, false, false, true));
    let _e121 = v1_;
    let _e122 = o1_;
    o1_ = select(_e122, _e121, vec4<bool>(true, true, false, false));
    let _e124 = r2_;
    o2_ = _e124.xxxx;
    let _e126 = o2_;
    o2_ = saturate(_e126);
    let _e128 = o0_;
    let _e131 = consts.c[256];
    let _e135 = o0_;
    o0_ = select(_e135, (_e128 + (_e131 * _e128.wwww)), vec4<bool>(true, true, true, false));
    let _e138 = o0_;
    let _e139 = o1_;
    let _e140 = o2_;
    return Output(_e138, _e139, _e140);
}
