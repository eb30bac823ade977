struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
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
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e42 = consts.c[0];
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e42)), vec4<bool>(true, false, false, false));
    o0_ = _e46;
    let _e49 = consts.c[1];
    let _e53 = select(_e46, vec4(dot(in0_, _e49)), vec4<bool>(false, true, false, false));
    o0_ = _e53;
    let _e56 = consts.c[2];
    let _e60 = select(_e53, vec4(dot(in0_, _e56)), vec4<bool>(false, false, true, false));
    o0_ = _e60;
    let _e63 = consts.c[3];
    let _e67 = select(_e60, vec4(dot(in0_, _e63)), vec4<bool>(false, false, false, true));
    o0_ = _e67;
    let _e70 = consts.c[5];
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e70.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e75;
    let _e78 = consts.c[6];
    let _e83 = select(_e75, vec4(dot(in1_.xyz, _e78.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e83;
    let _e86 = select(_e83, vec4<f32>(0f, 1f, 0.5f, 20f).wwww, vec4<bool>(false, false, true, true));
    r0_ = _e86;
    let _e101 = vec4<f32>(1f, max(_e86.x, 0f), select(0f, pow(_e86.y, clamp(_e86.w, -128f, 128f)), ((_e86.x > 0f) && (_e86.y > 0f))), 1f);
    r1_ = _e101;
    r2_ = in2_;
    let _e102 = abs(in2_);
    r2_ = _e102;
    let _e103 = _e102.xxxx;
    let _e104 = _e102.yyyy;
    let _e110 = vec4<f32>(1f, (_e103.y * _e104.y), _e103.z, _e104.w);
    r3_ = _e110;
    let _e114 = vec4(exp2(_e102.zzzz.x));
    r4_ = _e114;
    let _e119 = vec4(log2(abs(_e102.wwww.x)));
    r5_ = _e119;
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e102.xxxx.x))), vec4<bool>(true, false, false, false));
    r6_ = _e125;
    let _e130 = select(_e125, vec4((1f / _e102.yyyy.x)), vec4<bool>(false, true, false, false));
    r6_ = _e130;
    let _e136 = select(_e130, vec4(inverseSqrt(abs(_e102.zzzz.x))), vec4<bool>(false, false, true, false));
    r6_ = _e136;
    let _e139 = select(_e136, fract(_e102.wwww), vec4<bool>(false, false, false, true));
    r6_ = _e139;
    let _e143 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e102 >= vec4<f32>(0f, 1f, 0.5f, 20f).zzzz));
    r7_ = _e143;
    let _e146 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e102 < vec4<f32>(0f, 1f, 0.5f, 20f).zzzz));
    r8_ = _e146;
    let _e148 = (_e143 + -(_e146));
    r7_ = _e148;
    let _e152 = consts.c[7];
    let _e153 = (_e101.yyyy * _e152);
    o1_ = _e153;
    let _e157 = consts.c[8];
    let _e158 = (_e101.zzzz * _e157);
    o2_ = _e158;
    let _e160 = ((_e110 * _e148) + _e139);
    r9_ = _e160;
    let _e162 = (_e160 + _e114.zzzz);
    r9_ = _e162;
    let _e164 = (_e162 + _e119.zzzz);
    o3_ = _e164;
    let _e165 = saturate(_e153);
    o1_ = _e165;
    let _e166 = saturate(_e158);
    o2_ = _e166;
    let _e169 = consts.c[256];
    let _e174 = select(_e67, (_e67 + (_e169 * _e67.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e174;
    return Output(_e174, _e165, _e166, _e164);
}
