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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e25 = v1_;
    r0_ = _e25;
    let _e28 = consts.c[5];
    r4_ = _e28;
    let _e29 = r4_;
    let _e33 = r1_;
    r1_ = select(_e33, (_e29.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).xxxx), vec4<bool>(true, false, false, false));
    let _e36 = r1_;
    let _e39 = r1_;
    r1_ = select(_e39, fract(_e36.xxxx), vec4<bool>(false, true, false, false));
    let _e42 = r1_;
    let _e44 = r1_;
    let _e48 = r1_;
    r1_ = select(_e48, (_e42.xxxx + -(_e44.yyyy)), vec4<bool>(true, false, false, false));
    let _e50 = r1_;
    let _e55 = r1_;
    r1_ = select(_e55, saturate((_e50.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).yyyy)), vec4<bool>(true, false, false, false));
    let _e57 = r1_;
    let _e59 = r0_;
    let _e60 = v0_;
    r2_ = mix(_e60, _e59, _e57.xxxx);
    let _e62 = r4_;
    let _e68 = r3_;
    r3_ = select(_e68, vec4((1f / _e62.yyyy.x)), vec4<bool>(true, false, false, false));
    let _e70 = r4_;
    let _e76 = r3_;
    r3_ = select(_e76, vec4(inverseSqrt(abs(_e70.zzzz.x))), vec4<bool>(false, true, false, false));
    let _e78 = r3_;
    let _e79 = _e78.xxxx;
    let _e80 = r3_;
    let _e81 = _e80.yyyy;
    let _e84 = r3_;
    r3_ = select(_e84, select(_e81, _e79, (_e79 >= _e81)), vec4<bool>(false, false, true, false));
    let _e87 = r3_;
    let _e88 = _e87.xxxx;
    let _e89 = r3_;
    let _e90 = _e89.yyyy;
    let _e93 = r3_;
    r3_ = select(_e93, select(_e90, _e88, (_e88 < _e90)), vec4<bool>(false, false, false, true));
    let _e96 = r2_;
    let _e99 = consts.c[0];
    let _e102 = o0_;
    o0_ = select(_e102, vec4(dot(_e96, _e99)), vec4<bool>(true, false, false, false));
    let _e104 = r2_;
    let _e107 = consts.c[1];
    let _e110 = o0_;
    o0_ = select(_e110, vec4(dot(_e104, _e107)), vec4<bool>(false, true, false, false));
    let _e112 = r2_;
    let _e115 = consts.c[2];
    let _e118 = o0_;
    o0_ = select(_e118, vec4(dot(_e112, _e115)), vec4<bool>(false, false, true, false));
    let _e120 = r2_;
    let _e123 = consts.c[3];
    let _e126 = o0_;
    o0_ = select(_e126, vec4(dot(_e120, _e123)), vec4<bool>(false, false, false, true));
    let _e128 = v2_;
    let _e129 = r3_;
    let _e131 = r1_;
    o1_ = ((_e128 * _e129.zzww) + _e131.xxyy);
    let _e135 = o0_;
    let _e138 = consts.c[256];
    let _e142 = o0_;
    o0_ = select(_e142, (_e135 + (_e138 * _e135.wwww)), vec4<bool>(true, true, true, false));
    let _e145 = o0_;
    let _e146 = o1_;
    return Output(_e145, _e146);
}
