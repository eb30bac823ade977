struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    let _e24 = v0_;
    let _e26 = select(_e24, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e26;
    let _e29 = consts.c[1];
    r6_ = _e29;
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e29.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx), vec4<bool>(true, false, false, false));
    r0_ = _e34;
    let _e38 = select(_e34, (_e34.xxxx + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    r0_ = _e38;
    let _e41 = select(_e38, fract(_e38.xxxx), vec4<bool>(true, false, false, false));
    r0_ = _e41;
    let _e47 = select(_e41, ((_e41.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    r0_ = _e47;
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e47.xxxx.x), sin(_e47.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r1_ = _e54;
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e47.xxxx.x), sin(_e47.xxxx.x), 0f, 0f), vec4<bool>(true, false, false, false));
    r2_ = _e60;
    let _e67 = select(_e60, vec4<f32>(cos(_e47.xxxx.x), sin(_e47.xxxx.x), 0f, 0f), vec4<bool>(false, true, false, false));
    r2_ = _e67;
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e26 + -(vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy)), vec4<bool>(true, true, false, false));
    r3_ = _e71;
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e71.xxxx * _e54.xxxx), vec4<bool>(true, false, false, false));
    r4_ = _e75;
    let _e82 = select(_e75, ((-(_e71.yyyy) * _e54.yyyy) + _e75.xxxx), vec4<bool>(true, false, false, false));
    r4_ = _e82;
    let _e86 = select(_e82, (_e71.xxxx * _e67.yyyy), vec4<bool>(false, true, false, false));
    r4_ = _e86;
    let _e92 = select(_e86, ((_e71.yyyy * _e67.xxxx) + _e86.yyyy), vec4<bool>(false, true, false, false));
    r4_ = _e92;
    let _e95 = select(_e92, (_e92 + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, true, false, false));
    r4_ = _e95;
    let _e97 = textureSample(t0_, s0_, _e95.xy);
    r5_ = _e97;
    o0_ = _e97;
    return Output(_e97);
}
