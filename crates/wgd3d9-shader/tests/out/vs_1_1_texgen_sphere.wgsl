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
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e27 = consts.c[0];
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e27)), vec4<bool>(true, false, false, false));
    o0_ = _e31;
    let _e34 = consts.c[1];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, true, false, false));
    o0_ = _e38;
    let _e41 = consts.c[2];
    let _e45 = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, true, false));
    o0_ = _e45;
    let _e48 = consts.c[3];
    let _e52 = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, false, false, true));
    o0_ = _e52;
    let _e55 = consts.c[4];
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e55)), vec4<bool>(true, false, false, false));
    r0_ = _e58;
    let _e61 = consts.c[5];
    let _e64 = select(_e58, vec4(dot(in0_, _e61)), vec4<bool>(false, true, false, false));
    r0_ = _e64;
    let _e67 = consts.c[6];
    let _e70 = select(_e64, vec4(dot(in0_, _e67)), vec4<bool>(false, false, true, false));
    r0_ = _e70;
    let _e73 = consts.c[8];
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e73.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e78;
    let _e81 = consts.c[9];
    let _e86 = select(_e78, vec4(dot(in1_.xyz, _e81.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e86;
    let _e89 = consts.c[10];
    let _e94 = select(_e86, vec4(dot(in1_.xyz, _e89.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e94;
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e70.xyz, _e70.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e99;
    let _e105 = select(_e99, vec4(inverseSqrt(abs(_e99.xxxx.x))), vec4<bool>(true, false, false, false));
    r2_ = _e105;
    let _e109 = select(_e70, (_e70 * _e105.xxxx), vec4<bool>(true, true, true, false));
    r0_ = _e109;
    let _e114 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e109.xyz, _e94.xyz)), vec4<bool>(true, false, false, false));
    r3_ = _e114;
    let _e118 = select(_e114, (_e114.xxxx + _e114.xxxx), vec4<bool>(true, false, false, false));
    r3_ = _e118;
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e94 * -(_e118.xxxx)) + _e109), vec4<bool>(true, true, true, false));
    r4_ = _e123;
    let _e127 = select(_e123, (_e123.zzzz + vec4<f32>(0.5f, 1f, 2f, 0f).yyyy), vec4<bool>(false, false, true, false));
    r4_ = _e127;
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e127.xyz, _e127.xyz)), vec4<bool>(true, false, false, false));
    r5_ = _e132;
    let _e138 = select(_e132, vec4(inverseSqrt(abs(_e132.xxxx.x))), vec4<bool>(true, false, false, false));
    r5_ = _e138;
    let _e142 = select(_e138, (_e138.xxxx * vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e142;
    let _e148 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e127 * _e142.xxxx) + vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, true, false, false));
    o1_ = _e148;
    let _e151 = consts.c[256];
    let _e154 = consts.c[257];
    let _e159 = select(_e52, ((_e52 * _e154) + (_e151 * _e52.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e159;
    return Output(_e159, _e148);
}
