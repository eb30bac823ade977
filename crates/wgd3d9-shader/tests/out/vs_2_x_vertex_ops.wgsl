struct Constants {
    c: array<vec4<f32>, 258>,
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
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e43 = consts.c[0];
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e43)), vec4<bool>(true, false, false, false));
    o0_ = _e47;
    let _e50 = consts.c[1];
    let _e54 = select(_e47, vec4(dot(in0_, _e50)), vec4<bool>(false, true, false, false));
    o0_ = _e54;
    let _e57 = consts.c[2];
    let _e61 = select(_e54, vec4(dot(in0_, _e57)), vec4<bool>(false, false, true, false));
    o0_ = _e61;
    let _e64 = consts.c[3];
    let _e68 = select(_e61, vec4(dot(in0_, _e64)), vec4<bool>(false, false, false, true));
    o0_ = _e68;
    let _e71 = consts.c[5];
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e71.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e76;
    let _e79 = consts.c[6];
    let _e84 = select(_e76, vec4(dot(in1_.xyz, _e79.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e84;
    let _e87 = select(_e84, vec4<f32>(0f, 1f, 0.5f, 20f).wwww, vec4<bool>(false, false, true, true));
    r0_ = _e87;
    let _e102 = vec4<f32>(1f, max(_e87.x, 0f), select(0f, pow(_e87.y, clamp(_e87.w, -128f, 128f)), ((_e87.x > 0f) && (_e87.y > 0f))), 1f);
    r1_ = _e102;
    r2_ = in2_;
    let _e103 = abs(in2_);
    r2_ = _e103;
    let _e104 = _e103.xxxx;
    let _e105 = _e103.yyyy;
    let _e111 = vec4<f32>(1f, (_e104.y * _e105.y), _e104.z, _e105.w);
    r3_ = _e111;
    let _e115 = vec4(exp2(_e103.zzzz.x));
    r4_ = _e115;
    let _e120 = vec4(log2(abs(_e103.wwww.x)));
    r5_ = _e120;
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e103.xxxx.x))), vec4<bool>(true, false, false, false));
    r6_ = _e126;
    let _e131 = select(_e126, vec4((1f / _e103.yyyy.x)), vec4<bool>(false, true, false, false));
    r6_ = _e131;
    let _e137 = select(_e131, vec4(inverseSqrt(abs(_e103.zzzz.x))), vec4<bool>(false, false, true, false));
    r6_ = _e137;
    let _e140 = select(_e137, fract(_e103.wwww), vec4<bool>(false, false, false, true));
    r6_ = _e140;
    let _e144 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e103 >= vec4<f32>(0f, 1f, 0.5f, 20f).zzzz));
    r7_ = _e144;
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e103 < vec4<f32>(0f, 1f, 0.5f, 20f).zzzz));
    r8_ = _e147;
    let _e149 = (_e144 + -(_e147));
    r7_ = _e149;
    let _e153 = consts.c[7];
    let _e154 = (_e102.yyyy * _e153);
    o1_ = _e154;
    let _e158 = consts.c[8];
    let _e159 = (_e102.zzzz * _e158);
    o2_ = _e159;
    let _e161 = ((_e111 * _e149) + _e140);
    r9_ = _e161;
    let _e163 = (_e161 + _e115.zzzz);
    r9_ = _e163;
    let _e165 = (_e163 + _e120.zzzz);
    o3_ = _e165;
    let _e166 = saturate(_e154);
    o1_ = _e166;
    let _e167 = saturate(_e159);
    o2_ = _e167;
    let _e170 = consts.c[256];
    let _e173 = consts.c[257];
    let _e179 = select(_e68, ((_e68 * _e173) + (_e170 * _e68.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e179;
    return Output(_e179, _e166, _e167, _e165);
}
