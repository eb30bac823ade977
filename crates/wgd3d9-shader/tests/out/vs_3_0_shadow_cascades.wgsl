struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(8) out5_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var o5_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e65 = consts.c[5];
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e65)), vec4<bool>(true, false, false, false));
    r0_ = _e69;
    let _e72 = consts.c[6];
    let _e76 = select(_e69, vec4(dot(in0_, _e72)), vec4<bool>(false, true, false, false));
    r0_ = _e76;
    let _e79 = consts.c[7];
    let _e83 = select(_e76, vec4(dot(in0_, _e79)), vec4<bool>(false, false, true, false));
    r0_ = _e83;
    let _e86 = select(_e83, vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(false, false, false, true));
    r0_ = _e86;
    let _e89 = consts.c[0];
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e86, _e89)), vec4<bool>(true, false, false, false));
    r1_ = _e92;
    let _e95 = consts.c[1];
    let _e98 = select(_e92, vec4(dot(_e86, _e95)), vec4<bool>(false, true, false, false));
    r1_ = _e98;
    let _e101 = consts.c[2];
    let _e104 = select(_e98, vec4(dot(_e86, _e101)), vec4<bool>(false, false, true, false));
    r1_ = _e104;
    let _e107 = consts.c[3];
    let _e110 = select(_e104, vec4(dot(_e86, _e107)), vec4<bool>(false, false, false, true));
    r1_ = _e110;
    o0_ = _e110;
    let _e115 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e65.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e115;
    let _e120 = select(_e115, vec4(dot(in1_.xyz, _e72.xyz)), vec4<bool>(false, true, false, false));
    r2_ = _e120;
    let _e125 = select(_e120, vec4(dot(in1_.xyz, _e79.xyz)), vec4<bool>(false, false, true, false));
    r2_ = _e125;
    let _e133 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e125 * vec4(inverseSqrt(dot(_e125.xyz, _e125.xyz)))), vec4<bool>(true, true, true, false));
    r3_ = _e133;
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e65.xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e138;
    let _e143 = select(_e138, vec4(dot(in3_.xyz, _e72.xyz)), vec4<bool>(false, true, false, false));
    r4_ = _e143;
    let _e148 = select(_e143, vec4(dot(in3_.xyz, _e79.xyz)), vec4<bool>(false, false, true, false));
    r4_ = _e148;
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e148 * vec4(inverseSqrt(dot(_e148.xyz, _e148.xyz)))), vec4<bool>(true, true, true, false));
    r5_ = _e155;
    let _e156 = select(vec4<f32>(0f, 0f, 0f, 0f), _e133, vec4<bool>(true, true, true, false));
    o3_ = _e156;
    let _e157 = select(vec4<f32>(0f, 0f, 0f, 0f), _e155, vec4<bool>(true, true, true, false));
    o4_ = _e157;
    let _e160 = consts.c[20];
    r6_ = _e160;
    let _e166 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e110.wwww < _e160)), vec4<bool>(true, true, false, false));
    r17_ = _e166;
    let _e169 = consts.c[16];
    let _e172 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e86, _e169)), vec4<bool>(true, false, false, false));
    r7_ = _e172;
    let _e175 = consts.c[17];
    let _e178 = select(_e172, vec4(dot(_e86, _e175)), vec4<bool>(false, true, false, false));
    r7_ = _e178;
    let _e181 = consts.c[18];
    let _e184 = select(_e178, vec4(dot(_e86, _e181)), vec4<bool>(false, false, true, false));
    r7_ = _e184;
    let _e187 = consts.c[19];
    let _e190 = select(_e184, vec4(dot(_e86, _e187)), vec4<bool>(false, false, false, true));
    r7_ = _e190;
    let _e193 = consts.c[12];
    let _e199 = select(_e190, select(_e190, vec4(dot(_e86, _e193)), (_e166.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r7_ = _e199;
    let _e202 = consts.c[13];
    let _e208 = select(_e199, select(_e199, vec4(dot(_e86, _e202)), (_e166.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    r7_ = _e208;
    let _e211 = consts.c[14];
    let _e217 = select(_e208, select(_e208, vec4(dot(_e86, _e211)), (_e166.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    r7_ = _e217;
    let _e220 = consts.c[15];
    let _e226 = select(_e217, select(_e217, vec4(dot(_e86, _e220)), (_e166.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    r7_ = _e226;
    let _e229 = consts.c[8];
    let _e235 = select(_e226, select(_e226, vec4(dot(_e86, _e229)), (_e166.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r7_ = _e235;
    let _e238 = consts.c[9];
    let _e244 = select(_e235, select(_e235, vec4(dot(_e86, _e238)), (_e166.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    r7_ = _e244;
    let _e247 = consts.c[10];
    let _e253 = select(_e244, select(_e244, vec4(dot(_e86, _e247)), (_e166.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    r7_ = _e253;
    let _e256 = consts.c[11];
    let _e262 = select(_e253, select(_e253, vec4(dot(_e86, _e256)), (_e166.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    r7_ = _e262;
    let _e264 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(true, false, false, false));
    r8_ = _e264;
    let _e269 = select(_e264, select(_e264, vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz, (_e166.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r8_ = _e269;
    let _e274 = select(_e269, select(_e269, vec4<f32>(0f, 1f, 0.5f, -0.5f).xxxx, (_e166.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r8_ = _e274;
    let _e278 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e262.xxxx * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz), vec4<bool>(true, false, false, false));
    r9_ = _e278;
    let _e282 = select(_e278, (_e262.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).wwww), vec4<bool>(false, true, false, false));
    r9_ = _e282;
    let _e287 = select(_e282, ((_e262.wwww * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + _e282), vec4<bool>(true, true, false, false));
    r9_ = _e287;
    let _e289 = select(_e287, _e262.zzzz, vec4<bool>(false, false, true, false));
    r9_ = _e289;
    let _e291 = select(_e289, _e262.wwww, vec4<bool>(false, false, false, true));
    r9_ = _e291;
    o2_ = _e291;
    let _e298 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e133.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz)), vec4<bool>(true, false, false, false));
    r10_ = _e298;
    let _e301 = consts.c[24];
    r11_ = _e301;
    let _e305 = consts.c[23];
    let _e306 = mix(_e301, _e305, _e298.xxxx);
    r12_ = _e306;
    let _e309 = consts.c[22];
    let _e316 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e133.xyz, -(_e309).xyz))), vec4<bool>(true, false, false, false));
    r13_ = _e316;
    let _e318 = select(_e306, _e316.xxxx, vec4<bool>(false, false, false, true));
    r12_ = _e318;
    let _e321 = consts.c[21];
    let _e324 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e321 + -(_e86)), vec4<bool>(true, true, true, false));
    r14_ = _e324;
    let _e329 = select(_e324, vec4(dot(_e324.xyz, _e324.xyz)), vec4<bool>(false, false, false, true));
    r14_ = _e329;
    let _e335 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e329.wwww.x))), vec4<bool>(true, false, false, false));
    r15_ = _e335;
    let _e341 = select(_e335, vec4((1f / _e335.xxxx.x)), vec4<bool>(false, true, false, false));
    r15_ = _e341;
    let _e345 = consts.c[25];
    let _e349 = select(_e341, (_e341.yyyy + -(_e345.xxxx)), vec4<bool>(false, false, true, false));
    r15_ = _e349;
    let _e354 = select(_e349, saturate((_e349.zzzz * _e345.yyyy)), vec4<bool>(false, false, true, false));
    r15_ = _e354;
    o5_ = _e318;
    let _e357 = consts.c[26];
    let _e361 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in2_ * _e357) + _e357.zwzw), vec4<bool>(true, true, false, false));
    r16_ = _e361;
    let _e363 = select(_e361, _e274.xxxx, vec4<bool>(false, false, true, false));
    r16_ = _e363;
    let _e365 = select(_e363, _e354.zzzz, vec4<bool>(false, false, false, true));
    r16_ = _e365;
    o1_ = _e365;
    let _e368 = consts.c[256];
    let _e372 = select(_e110, (_e110 + (_e368 * _e110.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e372;
    return Output(_e372, _e365, _e291, _e156, _e157, _e318);
}
