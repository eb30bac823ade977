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
    r0_ = in0_;
    let _e26 = consts.c[4];
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_.xxxx * _e26.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e30;
    let _e34 = select(_e30, (_e30.xxxx + _e26.yyyy), vec4<bool>(true, false, false, false));
    r1_ = _e34;
    let _e40 = select(_e34, ((_e34.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).wwww) + vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).yyyy), vec4<bool>(true, false, false, false));
    r1_ = _e40;
    let _e43 = select(_e40, fract(_e40.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e43;
    let _e50 = select(_e43, ((_e43.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e50;
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e50.xxxx.x), sin(_e50.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r2_ = _e58;
    let _e65 = select(in0_, ((_e58.yyyy * _e26.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    r0_ = _e65;
    let _e68 = consts.c[0];
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e65, _e68)), vec4<bool>(true, false, false, false));
    o0_ = _e71;
    let _e74 = consts.c[1];
    let _e77 = select(_e71, vec4(dot(_e65, _e74)), vec4<bool>(false, true, false, false));
    o0_ = _e77;
    let _e80 = consts.c[2];
    let _e84 = select(_e77, vec4(dot(_e65, _e80)), vec4<bool>(false, false, true, false));
    o0_ = _e84;
    let _e87 = consts.c[3];
    let _e91 = select(_e84, vec4(dot(_e65, _e87)), vec4<bool>(false, false, false, true));
    o0_ = _e91;
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false));
    o1_ = _e92;
    let _e93 = _e58.xxxx;
    o2_ = _e93;
    let _e94 = saturate(_e93);
    o2_ = _e94;
    let _e97 = consts.c[256];
    let _e102 = select(_e91, (_e91 + (_e97 * _e91.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e102;
    return Output(_e102, _e92, _e94);
}
