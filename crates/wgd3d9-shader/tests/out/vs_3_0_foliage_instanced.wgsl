struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
    @location(10) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>) -> Output {
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
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v4_ = in4_;
    v5_ = in5_;
    v6_ = in6_;
    v7_ = in7_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = in0_;
    r15_ = in4_;
    r16_ = in5_;
    r17_ = in6_;
    let _e79 = consts.c[8];
    r18_ = _e79;
    r1_ = in3_;
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e79.xxxx * _e79.zzzz) + in4_.wwww), vec4<bool>(true, false, false, false));
    r2_ = _e86;
    let _e92 = select(_e86, ((_e86.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    r2_ = _e92;
    let _e95 = select(_e92, fract(_e92.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e95;
    let _e101 = select(_e95, ((_e95.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    r2_ = _e101;
    let _e109 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e101.xxxx.x), sin(_e101.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r3_ = _e109;
    let _e114 = select(_e109, (_e79.xxxx * _e79.wwww), vec4<bool>(false, false, true, false));
    r3_ = _e114;
    let _e120 = select(_e114, ((_e114.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(false, false, true, false));
    r3_ = _e120;
    let _e123 = select(_e120, fract(_e120.zzzz), vec4<bool>(false, false, true, false));
    r3_ = _e123;
    let _e129 = select(_e123, ((_e123.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(false, false, true, false));
    r3_ = _e129;
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e129.zzzz.x), sin(_e129.zzzz.x), 0f, 0f), vec4<bool>(false, true, false, false));
    r4_ = _e136;
    let _e142 = select(_e136, ((_e129.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e136.yyyy), vec4<bool>(true, false, false, false));
    r4_ = _e142;
    let _e146 = select(_e142, (_e142.xxxx * _e79.yyyy), vec4<bool>(true, false, false, false));
    r4_ = _e146;
    let _e150 = select(_e146, (_e146.xxxx * in3_.wwww), vec4<bool>(true, false, false, false));
    r4_ = _e150;
    let _e154 = consts.c[9];
    let _e158 = select(in0_, ((_e150.xxxx * _e154) + in0_), vec4<bool>(true, true, true, false));
    r0_ = _e158;
    let _e161 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e158, in4_)), vec4<bool>(true, false, false, false));
    r5_ = _e161;
    let _e164 = select(_e161, vec4(dot(_e158, in5_)), vec4<bool>(false, true, false, false));
    r5_ = _e164;
    let _e167 = select(_e164, vec4(dot(_e158, in6_)), vec4<bool>(false, false, true, false));
    r5_ = _e167;
    let _e170 = select(_e167, vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    r5_ = _e170;
    let _e173 = consts.c[0];
    let _e176 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e170, _e173)), vec4<bool>(true, false, false, false));
    o0_ = _e176;
    let _e179 = consts.c[1];
    let _e182 = select(_e176, vec4(dot(_e170, _e179)), vec4<bool>(false, true, false, false));
    o0_ = _e182;
    let _e185 = consts.c[2];
    let _e188 = select(_e182, vec4(dot(_e170, _e185)), vec4<bool>(false, false, true, false));
    o0_ = _e188;
    let _e191 = consts.c[3];
    let _e194 = select(_e188, vec4(dot(_e170, _e191)), vec4<bool>(false, false, false, true));
    o0_ = _e194;
    r6_ = in1_;
    let _e199 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in4_.xyz)), vec4<bool>(true, false, false, false));
    r7_ = _e199;
    let _e204 = select(_e199, vec4(dot(in1_.xyz, in5_.xyz)), vec4<bool>(false, true, false, false));
    r7_ = _e204;
    let _e209 = select(_e204, vec4(dot(in1_.xyz, in6_.xyz)), vec4<bool>(false, false, true, false));
    r7_ = _e209;
    let _e212 = dot(_e209.xyz, _e209.xyz);
    let _e218 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e209 * vec4(inverseSqrt(_e212))), vec4<f32>(0f, 0f, 0f, 0f), (_e212 == 0f)), vec4<bool>(true, true, true, false));
    r8_ = _e218;
    let _e219 = select(vec4<f32>(0f, 0f, 0f, 0f), _e218, vec4<bool>(true, true, true, false));
    o3_ = _e219;
    let _e226 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e218.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false));
    r9_ = _e226;
    let _e229 = consts.c[11];
    r10_ = _e229;
    let _e233 = consts.c[10];
    let _e234 = mix(_e229, _e233, _e226.xxxx);
    r11_ = _e234;
    let _e237 = consts.c[12];
    let _e243 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e218.xyz, -(_e237).xyz)), vec4<bool>(true, false, false, false));
    r12_ = _e243;
    let _e250 = select(_e243, saturate(((_e243.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false));
    r12_ = _e250;
    let _e254 = consts.c[13];
    let _e256 = ((_e250.xxxx * _e254) + _e234);
    r11_ = _e256;
    let _e257 = (_e256 * in7_);
    r11_ = _e257;
    let _e259 = select(_e257, (_e257 * in3_), vec4<bool>(true, true, true, false));
    r11_ = _e259;
    o2_ = _e259;
    o1_ = in2_;
    let _e262 = consts.c[14];
    let _e265 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e262 + -(_e170)), vec4<bool>(true, true, true, false));
    r13_ = _e265;
    let _e270 = select(_e265, vec4(dot(_e265.xyz, _e265.xyz)), vec4<bool>(false, false, false, true));
    r13_ = _e270;
    let _e276 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e270.wwww.x))), vec4<bool>(true, false, false, false));
    r14_ = _e276;
    let _e282 = select(_e276, vec4((1f / _e276.xxxx.x)), vec4<bool>(false, true, false, false));
    r14_ = _e282;
    let _e286 = consts.c[15];
    let _e290 = select(_e282, (_e282.yyyy + -(_e286.xxxx)), vec4<bool>(false, false, true, false));
    r14_ = _e290;
    let _e294 = saturate((_e290.zzzz * _e286.yyyy));
    o4_ = _e294;
    let _e297 = consts.c[256];
    let _e300 = consts.c[257];
    let _e305 = select(_e194, ((_e194 * _e300) + (_e297 * _e194.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e305;
    return Output(_e305, in2_, _e259, _e219, _e294);
}
