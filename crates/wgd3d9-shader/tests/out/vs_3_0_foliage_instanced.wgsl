struct Constants {
    c: array<vec4<f32>, 257>,
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
    r0_ = in0_;
    r15_ = in4_;
    r16_ = in5_;
    r17_ = in6_;
    let _e78 = consts.c[8];
    r18_ = _e78;
    r1_ = in3_;
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e78.xxxx * _e78.zzzz) + in4_.wwww), vec4<bool>(true, false, false, false));
    r2_ = _e85;
    let _e91 = select(_e85, ((_e85.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    r2_ = _e91;
    let _e94 = select(_e91, fract(_e91.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e94;
    let _e100 = select(_e94, ((_e94.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    r2_ = _e100;
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e100.xxxx.x), sin(_e100.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r3_ = _e108;
    let _e113 = select(_e108, (_e78.xxxx * _e78.wwww), vec4<bool>(false, false, true, false));
    r3_ = _e113;
    let _e119 = select(_e113, ((_e113.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(false, false, true, false));
    r3_ = _e119;
    let _e122 = select(_e119, fract(_e119.zzzz), vec4<bool>(false, false, true, false));
    r3_ = _e122;
    let _e128 = select(_e122, ((_e122.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(false, false, true, false));
    r3_ = _e128;
    let _e135 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e128.zzzz.x), sin(_e128.zzzz.x), 0f, 0f), vec4<bool>(false, true, false, false));
    r4_ = _e135;
    let _e141 = select(_e135, ((_e128.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e135.yyyy), vec4<bool>(true, false, false, false));
    r4_ = _e141;
    let _e145 = select(_e141, (_e141.xxxx * _e78.yyyy), vec4<bool>(true, false, false, false));
    r4_ = _e145;
    let _e149 = select(_e145, (_e145.xxxx * in3_.wwww), vec4<bool>(true, false, false, false));
    r4_ = _e149;
    let _e153 = consts.c[9];
    let _e157 = select(in0_, ((_e149.xxxx * _e153) + in0_), vec4<bool>(true, true, true, false));
    r0_ = _e157;
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e157, in4_)), vec4<bool>(true, false, false, false));
    r5_ = _e160;
    let _e163 = select(_e160, vec4(dot(_e157, in5_)), vec4<bool>(false, true, false, false));
    r5_ = _e163;
    let _e166 = select(_e163, vec4(dot(_e157, in6_)), vec4<bool>(false, false, true, false));
    r5_ = _e166;
    let _e169 = select(_e166, vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    r5_ = _e169;
    let _e172 = consts.c[0];
    let _e175 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e169, _e172)), vec4<bool>(true, false, false, false));
    o0_ = _e175;
    let _e178 = consts.c[1];
    let _e181 = select(_e175, vec4(dot(_e169, _e178)), vec4<bool>(false, true, false, false));
    o0_ = _e181;
    let _e184 = consts.c[2];
    let _e187 = select(_e181, vec4(dot(_e169, _e184)), vec4<bool>(false, false, true, false));
    o0_ = _e187;
    let _e190 = consts.c[3];
    let _e193 = select(_e187, vec4(dot(_e169, _e190)), vec4<bool>(false, false, false, true));
    o0_ = _e193;
    r6_ = in1_;
    let _e198 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in4_.xyz)), vec4<bool>(true, false, false, false));
    r7_ = _e198;
    let _e203 = select(_e198, vec4(dot(in1_.xyz, in5_.xyz)), vec4<bool>(false, true, false, false));
    r7_ = _e203;
    let _e208 = select(_e203, vec4(dot(in1_.xyz, in6_.xyz)), vec4<bool>(false, false, true, false));
    r7_ = _e208;
    let _e215 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e208 * vec4(inverseSqrt(dot(_e208.xyz, _e208.xyz)))), vec4<bool>(true, true, true, false));
    r8_ = _e215;
    let _e216 = select(vec4<f32>(0f, 0f, 0f, 0f), _e215, vec4<bool>(true, true, true, false));
    o3_ = _e216;
    let _e223 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e215.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false));
    r9_ = _e223;
    let _e226 = consts.c[11];
    r10_ = _e226;
    let _e230 = consts.c[10];
    let _e231 = mix(_e226, _e230, _e223.xxxx);
    r11_ = _e231;
    let _e234 = consts.c[12];
    let _e240 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e215.xyz, -(_e234).xyz)), vec4<bool>(true, false, false, false));
    r12_ = _e240;
    let _e247 = select(_e240, saturate(((_e240.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false));
    r12_ = _e247;
    let _e251 = consts.c[13];
    let _e253 = ((_e247.xxxx * _e251) + _e231);
    r11_ = _e253;
    let _e254 = (_e253 * in7_);
    r11_ = _e254;
    let _e256 = select(_e254, (_e254 * in3_), vec4<bool>(true, true, true, false));
    r11_ = _e256;
    o2_ = _e256;
    o1_ = in2_;
    let _e259 = consts.c[14];
    let _e262 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e259 + -(_e169)), vec4<bool>(true, true, true, false));
    r13_ = _e262;
    let _e267 = select(_e262, vec4(dot(_e262.xyz, _e262.xyz)), vec4<bool>(false, false, false, true));
    r13_ = _e267;
    let _e273 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e267.wwww.x))), vec4<bool>(true, false, false, false));
    r14_ = _e273;
    let _e279 = select(_e273, vec4((1f / _e273.xxxx.x)), vec4<bool>(false, true, false, false));
    r14_ = _e279;
    let _e283 = consts.c[15];
    let _e287 = select(_e279, (_e279.yyyy + -(_e283.xxxx)), vec4<bool>(false, false, true, false));
    r14_ = _e287;
    let _e291 = saturate((_e287.zzzz * _e283.yyyy));
    o4_ = _e291;
    let _e294 = consts.c[256];
    let _e298 = select(_e193, (_e193 + (_e294 * _e193.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e298;
    return Output(_e298, in2_, _e256, _e216, _e291);
}
