struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    r0_ = _e27;
    let _e30 = select(_e27, fract(_e27.xxxx), vec4<bool>(true, false, false, false));
    r0_ = _e30;
    let _e36 = select(_e30, ((_e30.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    r0_ = _e36;
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e36.xxxx.x), sin(_e36.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r1_ = _e44;
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e44.yyyy.x), sin(_e44.yyyy.x), 0f, 0f), vec4<bool>(true, false, false, false));
    r2_ = _e50;
    let _e57 = select(_e50, vec4<f32>(cos(_e44.xxxx.x), sin(_e44.xxxx.x), 0f, 0f), vec4<bool>(false, true, false, false));
    r2_ = _e57;
    r3_ = in0_;
    let _e61 = consts.c[4];
    let _e66 = select(in0_, ((_e44.yxxx * _e61.xxxx) + in0_), vec4<bool>(true, false, true, false));
    r3_ = _e66;
    let _e69 = consts.c[0];
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e66, _e69)), vec4<bool>(true, false, false, false));
    o0_ = _e72;
    let _e75 = consts.c[1];
    let _e78 = select(_e72, vec4(dot(_e66, _e75)), vec4<bool>(false, true, false, false));
    o0_ = _e78;
    let _e81 = consts.c[2];
    let _e85 = select(_e78, vec4(dot(_e66, _e81)), vec4<bool>(false, false, true, false));
    o0_ = _e85;
    let _e88 = consts.c[3];
    let _e92 = select(_e85, vec4(dot(_e66, _e88)), vec4<bool>(false, false, false, true));
    o0_ = _e92;
    let _e95 = select(_e57, _e44.xyxy, vec4<bool>(false, false, true, true));
    r2_ = _e95;
    o1_ = _e95;
    let _e98 = consts.c[256];
    let _e101 = consts.c[257];
    let _e107 = select(_e92, ((_e92 * _e101) + (_e98 * _e92.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e107;
    return Output(_e107, _e95);
}
