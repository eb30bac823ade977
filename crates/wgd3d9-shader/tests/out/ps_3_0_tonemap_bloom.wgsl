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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_3d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
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
    var r19_: vec4<f32> = vec4<f32>();
    var r20_: vec4<f32> = vec4<f32>();
    var r21_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();
    var v10_: vec4<f32> = vec4<f32>();

    v10_ = frag_coord;
    let _e88 = v0_;
    let _e90 = select(_e88, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e90;
    let _e91 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    r21_ = _e91;
    let _e93 = textureSample(t0_, s0_, _e90.xy);
    r0_ = _e93;
    let _e95 = textureSample(t1_, s1_, _e90.xy);
    r1_ = _e95;
    let _e98 = consts.c[5];
    r14_ = _e98;
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e90 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false));
    r15_ = _e102;
    let _e105 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e102 * _e98.yyyy), vec4<bool>(true, true, false, false));
    r16_ = _e105;
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e90 + _e105), vec4<bool>(true, true, false, false));
    r17_ = _e107;
    let _e109 = textureSample(t0_, s0_, _e107.xy);
    r18_ = _e109;
    let _e112 = select(_e107, (_e90 + -(_e105)), vec4<bool>(true, true, false, false));
    r17_ = _e112;
    let _e114 = textureSample(t0_, s0_, _e112.xy);
    r19_ = _e114;
    let _e117 = select(_e93, _e109.xxxx, vec4<bool>(true, false, false, false));
    r0_ = _e117;
    let _e120 = select(_e117, _e114.zzzz, vec4<bool>(false, false, true, false));
    r0_ = _e120;
    let _e124 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e120 + -(_e95)), vec4<bool>(true, true, true, false));
    r20_ = _e124;
    let _e128 = select(_e120, ((_e124 * _e98.zzzz) + _e120), vec4<bool>(true, true, true, false));
    r0_ = _e128;
    let _e129 = vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz;
    let _e132 = select(_e128, select(_e129, _e128, (_e128 >= _e129)), vec4<bool>(true, true, true, false));
    r0_ = _e132;
    let _e136 = select(_e132, ((_e95 * _e98.xxxx) + _e132), vec4<bool>(true, true, true, false));
    r0_ = _e136;
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx, vec4<bool>(true, true, false, false));
    r2_ = _e138;
    let _e140 = textureSample(t2_, s2_, _e138.xy);
    r2_ = _e140;
    let _e144 = select(_e140, (_e140.xxxx + vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    r2_ = _e144;
    let _e150 = select(_e144, vec4((1f / _e144.xxxx.x)), vec4<bool>(true, false, false, false));
    r2_ = _e150;
    let _e154 = select(_e150, (_e150.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).wwww), vec4<bool>(true, false, false, false));
    r2_ = _e154;
    let _e157 = select(_e136, (_e136 * _e154.xxxx), vec4<bool>(true, true, true, false));
    r0_ = _e157;
    r3_ = vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f);
    let _e161 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, false, false, false));
    r4_ = _e161;
    let _e166 = select(_e161, (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, true, false, false));
    r4_ = _e166;
    let _e170 = select(_e166, (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).yyyy), vec4<bool>(false, false, true, false));
    r4_ = _e170;
    r5_ = vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f);
    let _e176 = select(_e170, vec4((1f / vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).yyyy.x)), vec4<bool>(false, false, false, true));
    r4_ = _e176;
    let _e180 = select(_e176, (_e176.wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, false, false, true));
    r4_ = _e180;
    let _e185 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e157 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e180.xxxx), vec4<bool>(true, true, true, false));
    r6_ = _e185;
    let _e189 = select(_e185, ((_e185 * _e157) + _e180.yyyy), vec4<bool>(true, true, true, false));
    r6_ = _e189;
    let _e194 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e157 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, true, true, false));
    r7_ = _e194;
    let _e198 = select(_e194, ((_e194 * _e157) + _e180.zzzz), vec4<bool>(true, true, true, false));
    r7_ = _e198;
    let _e203 = select(_e198, vec4((1f / _e198.xxxx.x)), vec4<bool>(true, false, false, false));
    r7_ = _e203;
    let _e208 = select(_e203, vec4((1f / _e203.yyyy.x)), vec4<bool>(false, true, false, false));
    r7_ = _e208;
    let _e213 = select(_e208, vec4((1f / _e208.zzzz.x)), vec4<bool>(false, false, true, false));
    r7_ = _e213;
    let _e218 = select(_e189, ((_e189 * _e213) + -(_e180.wwww)), vec4<bool>(true, true, true, false));
    r6_ = _e218;
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e180.xxxx), vec4<bool>(true, false, false, false));
    r8_ = _e224;
    let _e228 = select(_e224, (_e224.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(true, false, false, false));
    r8_ = _e228;
    let _e232 = select(_e228, (_e228.xxxx + _e180.yyyy), vec4<bool>(true, false, false, false));
    r8_ = _e232;
    let _e238 = select(_e232, ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(false, true, false, false));
    r8_ = _e238;
    let _e242 = select(_e238, (_e238.yyyy * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(false, true, false, false));
    r8_ = _e242;
    let _e246 = select(_e242, (_e242.yyyy + _e180.zzzz), vec4<bool>(false, true, false, false));
    r8_ = _e246;
    let _e251 = select(_e246, vec4((1f / _e246.yyyy.x)), vec4<bool>(false, true, false, false));
    r8_ = _e251;
    let _e258 = select(_e251, ((_e251.xxxx * _e251.yyyy) + -(_e180.wwww)), vec4<bool>(true, false, false, false));
    r8_ = _e258;
    let _e263 = select(_e258, vec4((1f / _e258.xxxx.x)), vec4<bool>(true, false, false, false));
    r8_ = _e263;
    let _e267 = select(_e218, saturate((_e218 * _e263.xxxx)), vec4<bool>(true, true, true, false));
    r6_ = _e267;
    let _e271 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e90 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false));
    r9_ = _e271;
    let _e279 = select(_e271, vec4((dot(_e271.xy, _e271.xy) + vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz.x)), vec4<bool>(true, false, false, false));
    r9_ = _e279;
    let _e284 = select(_e279, (_e279.xxxx * -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).wwww)), vec4<bool>(true, false, false, false));
    r9_ = _e284;
    let _e289 = select(_e284, saturate((_e284.xxxx + vec4<f32>(0.5f, 1f, 0f, 0.9375f).yyyy)), vec4<bool>(true, false, false, false));
    r9_ = _e289;
    let _e292 = select(_e267, (_e267 * _e289.xxxx), vec4<bool>(true, true, true, false));
    r6_ = _e292;
    let _e295 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e292 * vec4<f32>(0.5f, 1f, 0f, 0.9375f).wwww), vec4<bool>(true, true, true, false));
    r10_ = _e295;
    let _e298 = select(_e295, (_e295 + vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).xxxx), vec4<bool>(true, true, true, false));
    r10_ = _e298;
    let _e300 = select(_e298, vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz, vec4<bool>(false, false, false, true));
    r10_ = _e300;
    let _e302 = textureSample(t3_, s3_, _e300.xyz);
    r11_ = _e302;
    let _e305 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e91 * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).zzzz), vec4<bool>(true, true, false, false));
    r12_ = _e305;
    let _e307 = textureSample(t4_, s4_, _e305.xy);
    r13_ = _e307;
    let _e313 = select(_e307, ((_e307 * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy) + -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy)), vec4<bool>(true, true, true, false));
    r13_ = _e313;
    let _e315 = select(_e302, (_e302 + _e313), vec4<bool>(true, true, true, false));
    r11_ = _e315;
    let _e320 = select(_e315, vec4(dot(_e292.xyz, vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).xyz)), vec4<bool>(false, false, false, true));
    r11_ = _e320;
    o0_ = _e320;
    return Output(_e320);
}
