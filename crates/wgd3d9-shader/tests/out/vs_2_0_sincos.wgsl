struct Constants {
    c: array<vec4<f32>, 258>,
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
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = in0_;
    let _e27 = consts.c[4];
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_.xxxx * _e27.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e31;
    let _e35 = select(_e31, (_e31.xxxx + _e27.yyyy), vec4<bool>(true, false, false, false));
    r1_ = _e35;
    let _e41 = select(_e35, ((_e35.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).wwww) + vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).yyyy), vec4<bool>(true, false, false, false));
    r1_ = _e41;
    let _e44 = select(_e41, fract(_e41.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e44;
    let _e51 = select(_e44, ((_e44.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e51;
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e51.xxxx.x), sin(_e51.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r2_ = _e59;
    let _e66 = select(in0_, ((_e59.yyyy * _e27.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    r0_ = _e66;
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
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false));
    o1_ = _e93;
    let _e94 = _e59.xxxx;
    o2_ = _e94;
    let _e95 = saturate(_e94);
    o2_ = _e95;
    let _e98 = consts.c[256];
    let _e101 = consts.c[257];
    let _e107 = select(_e92, ((_e92 * _e101) + (_e98 * _e92.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e107;
    return Output(_e107, _e93, _e95);
}
