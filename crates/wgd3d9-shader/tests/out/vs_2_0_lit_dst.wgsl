struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
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
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e41 = consts.c[0];
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e41)), vec4<bool>(true, false, false, false));
    o0_ = _e45;
    let _e48 = consts.c[1];
    let _e52 = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, true, false, false));
    o0_ = _e52;
    let _e55 = consts.c[2];
    let _e59 = select(_e52, vec4(dot(in0_, _e55)), vec4<bool>(false, false, true, false));
    o0_ = _e59;
    let _e62 = consts.c[3];
    let _e66 = select(_e59, vec4(dot(in0_, _e62)), vec4<bool>(false, false, false, true));
    o0_ = _e66;
    let _e69 = consts.c[4];
    let _e71 = (_e69 + -(in0_));
    r0_ = _e71;
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e71.xyz, _e71.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e76;
    let _e82 = select(_e76, vec4(inverseSqrt(abs(_e76.xxxx.x))), vec4<bool>(false, true, false, false));
    r1_ = _e82;
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e71 * _e82.yyyy), vec4<bool>(true, true, true, false));
    r2_ = _e86;
    let _e90 = select(_e82, (_e82.xxxx * _e82.yyyy), vec4<bool>(false, false, false, true));
    r1_ = _e90;
    let _e91 = _e90.xxxx;
    r3_ = _e91;
    let _e92 = _e90.yyyy;
    r4_ = _e92;
    let _e99 = vec4<f32>(1f, (_e91.y * _e92.y), _e91.z, _e92.w);
    r5_ = _e99;
    let _e102 = consts.c[5];
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e99.xyz, _e102.xyz)), vec4<bool>(true, false, false, false));
    r6_ = _e107;
    let _e112 = select(_e107, vec4((1f / _e107.xxxx.x)), vec4<bool>(true, false, false, false));
    r6_ = _e112;
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e86.xyz)), vec4<bool>(true, false, false, false));
    r7_ = _e117;
    let _e120 = consts.c[6];
    let _e122 = (_e120 + -(in0_));
    r8_ = _e122;
    let _e125 = dot(_e122.xyz, _e122.xyz);
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e122 * vec4(inverseSqrt(_e125))), vec4<f32>(0f, 0f, 0f, 0f), (_e125 == 0f)), vec4<bool>(true, true, true, false));
    r9_ = _e132;
    let _e134 = select(_e132, (_e132 + _e86), vec4<bool>(true, true, true, false));
    r9_ = _e134;
    let _e137 = dot(_e134.xyz, _e134.xyz);
    let _e143 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e134 * vec4(inverseSqrt(_e137))), vec4<f32>(0f, 0f, 0f, 0f), (_e137 == 0f)), vec4<bool>(true, true, true, false));
    r10_ = _e143;
    let _e148 = select(_e117, vec4(dot(in1_.xyz, _e143.xyz)), vec4<bool>(false, true, false, false));
    r7_ = _e148;
    let _e151 = consts.c[7];
    let _e153 = select(_e148, _e151.xxxx, vec4<bool>(false, false, false, true));
    r7_ = _e153;
    let _e166 = vec4<f32>(1f, max(_e153.x, 0f), select(0f, pow(_e153.y, clamp(_e153.w, -128f, 128f)), ((_e153.x > 0f) && (_e153.y > 0f))), 1f);
    r11_ = _e166;
    let _e168 = (_e166 * _e112.xxxx);
    r11_ = _e168;
    let _e172 = consts.c[8];
    let _e173 = (_e168.yyyy * _e172);
    o1_ = _e173;
    let _e177 = consts.c[9];
    let _e178 = (_e168.zzzz * _e177);
    o2_ = _e178;
    let _e179 = saturate(_e173);
    o1_ = _e179;
    let _e180 = saturate(_e178);
    o2_ = _e180;
    let _e183 = consts.c[256];
    let _e186 = consts.c[257];
    let _e191 = select(_e66, ((_e66 * _e186) + (_e183 * _e66.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e191;
    return Output(_e191, _e179, _e180);
}
