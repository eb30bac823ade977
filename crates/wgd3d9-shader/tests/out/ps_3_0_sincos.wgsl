struct Constants {
    c: array<vec4<f32>, 225>,
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

    let _e23 = v0_;
    v0_ = select(_e23, in0_, vec4<bool>(true, true, false, false));
    let _e28 = consts.c[1];
    r6_ = _e28;
    let _e29 = r6_;
    let _e33 = r0_;
    r0_ = select(_e33, (_e29.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx), vec4<bool>(true, false, false, false));
    let _e36 = r0_;
    let _e40 = r0_;
    r0_ = select(_e40, (_e36.xxxx + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e42 = r0_;
    let _e45 = r0_;
    r0_ = select(_e45, fract(_e42.xxxx), vec4<bool>(true, false, false, false));
    let _e47 = r0_;
    let _e53 = r0_;
    r0_ = select(_e53, ((_e47.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    let _e55 = r0_;
    let _e62 = r1_;
    r1_ = select(_e62, vec4<f32>(cos(_e55.xxxx.x), sin(_e55.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e64 = r0_;
    let _e71 = r2_;
    r2_ = select(_e71, vec4<f32>(cos(_e64.xxxx.x), sin(_e64.xxxx.x), 0f, 0f), vec4<bool>(true, false, false, false));
    let _e73 = r0_;
    let _e80 = r2_;
    r2_ = select(_e80, vec4<f32>(cos(_e73.xxxx.x), sin(_e73.xxxx.x), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e83 = v0_;
    let _e87 = r3_;
    r3_ = select(_e87, (_e83 + -(vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy)), vec4<bool>(true, true, false, false));
    let _e89 = r3_;
    let _e91 = r1_;
    let _e94 = r4_;
    r4_ = select(_e94, (_e89.xxxx * _e91.xxxx), vec4<bool>(true, false, false, false));
    let _e96 = r3_;
    let _e99 = r1_;
    let _e101 = r4_;
    let _e105 = r4_;
    r4_ = select(_e105, ((-(_e96.yyyy) * _e99.yyyy) + _e101.xxxx), vec4<bool>(true, false, false, false));
    let _e107 = r3_;
    let _e109 = r2_;
    let _e112 = r4_;
    r4_ = select(_e112, (_e107.xxxx * _e109.yyyy), vec4<bool>(false, true, false, false));
    let _e114 = r3_;
    let _e116 = r2_;
    let _e118 = r4_;
    let _e122 = r4_;
    r4_ = select(_e122, ((_e114.yyyy * _e116.xxxx) + _e118.yyyy), vec4<bool>(false, true, false, false));
    let _e124 = r4_;
    let _e127 = r4_;
    r4_ = select(_e127, (_e124 + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, true, false, false));
    let _e129 = r4_;
    let _e131 = textureSample(t0_, s0_, _e129.xy);
    r5_ = _e131;
    let _e132 = r5_;
    o0_ = _e132;
    let _e133 = o0_;
    return Output(_e133);
}
