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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
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
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    let _e54 = v0_;
    let _e56 = select(_e54, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e56;
    let _e58 = v1_;
    let _e60 = select(_e58, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e60;
    let _e62 = v2_;
    let _e63 = select(_e62, in2_, vec4<bool>(true, true, true, false));
    v2_ = _e63;
    let _e65 = textureSample(t0_, s0_, _e56.xy);
    r0_ = _e65;
    let _e67 = textureSample(t1_, s1_, _e56.xy);
    r1_ = _e67;
    let _e69 = textureSample(t2_, s2_, _e56.xy);
    r2_ = _e69;
    let _e74 = select(_e67, ((_e67 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r1_ = _e74;
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e74 * vec4(inverseSqrt(dot(_e74.xyz, _e74.xyz)))), vec4<bool>(true, true, true, false));
    r3_ = _e81;
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e60 * vec4(inverseSqrt(dot(_e60.xyz, _e60.xyz)))), vec4<bool>(true, true, true, false));
    r4_ = _e88;
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e63 * vec4(inverseSqrt(dot(_e63.xyz, _e63.xyz)))), vec4<bool>(true, true, true, false));
    r5_ = _e95;
    let _e101 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e81.xyz, _e88.xyz)), vec4<bool>(true, false, false, false));
    r6_ = _e101;
    let _e106 = select(_e101, (_e101.xxxx + vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).xxxx), vec4<bool>(false, true, false, false));
    r6_ = _e106;
    let _e111 = select(_e106, saturate((_e106.yyyy * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).yyyy)), vec4<bool>(false, true, false, false));
    r6_ = _e111;
    let _e115 = select(_e111, saturate(_e111.xxxx), vec4<bool>(false, false, true, false));
    r6_ = _e115;
    let _e121 = select(_e115, (_e115.yyyy + -(_e115.zzzz)), vec4<bool>(false, false, false, true));
    r6_ = _e121;
    r7_ = vec4<f32>(1f, 0.3f, 0.2f, 0f);
    let _e124 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e121.wwww * vec4<f32>(1f, 0.3f, 0.2f, 0f)), vec4<bool>(true, true, true, false));
    r8_ = _e124;
    let _e127 = select(_e124, (_e124 + _e121.zzzz), vec4<bool>(true, true, true, false));
    r8_ = _e127;
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(-(_e88).xyz, _e95.xyz))), vec4<bool>(true, false, false, false));
    r9_ = _e134;
    let _e138 = select(_e134, (_e134.xxxx * _e69.yyyy), vec4<bool>(true, false, false, false));
    r9_ = _e138;
    let _e142 = select(_e127, ((_e138.xxxx * vec4<f32>(1f, 0.3f, 0.2f, 0f)) + _e127), vec4<bool>(true, true, true, false));
    r8_ = _e142;
    let _e144 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e88 + _e95), vec4<bool>(true, true, true, false));
    r10_ = _e144;
    let _e151 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e144 * vec4(inverseSqrt(dot(_e144.xyz, _e144.xyz)))), vec4<bool>(true, true, true, false));
    r11_ = _e151;
    let _e157 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e81.xyz, _e151.xyz))), vec4<bool>(true, false, false, false));
    r12_ = _e157;
    let _e161 = select(_e157, (_e157.xxxx * _e157.xxxx), vec4<bool>(false, true, false, false));
    r12_ = _e161;
    let _e166 = select(_e161, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e161.yyyy)), vec4<bool>(false, false, true, false));
    r12_ = _e166;
    let _e172 = select(_e166, vec4((1f / _e166.yyyy.x)), vec4<bool>(false, false, false, true));
    r12_ = _e172;
    let _e176 = select(_e172, (_e172.zzzz * _e172.wwww), vec4<bool>(false, false, true, false));
    r12_ = _e176;
    let _e180 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e69.zzzz * _e69.zzzz), vec4<bool>(true, false, false, false));
    r13_ = _e180;
    let _e185 = select(_e180, vec4((1f / _e180.xxxx.x)), vec4<bool>(false, true, false, false));
    r13_ = _e185;
    let _e190 = select(_e176, (_e176.zzzz * -(_e185.yyyy)), vec4<bool>(false, false, true, false));
    r12_ = _e190;
    let _e194 = select(_e190, (_e190.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).zzzz), vec4<bool>(false, false, true, false));
    r12_ = _e194;
    let _e199 = select(_e194, vec4(exp2(_e194.zzzz.x)), vec4<bool>(false, false, true, false));
    r12_ = _e199;
    let _e203 = select(_e199, (_e199.wwww * _e199.wwww), vec4<bool>(false, false, false, true));
    r12_ = _e203;
    let _e207 = select(_e203, (_e203.zzzz * _e203.wwww), vec4<bool>(false, false, true, false));
    r12_ = _e207;
    let _e211 = select(_e207, (_e207.zzzz * _e185.yyyy), vec4<bool>(false, false, true, false));
    r12_ = _e211;
    let _e217 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e151.xyz, _e95.xyz))), vec4<bool>(true, false, false, false));
    r14_ = _e217;
    let _e222 = select(_e217, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e217.xxxx)), vec4<bool>(true, false, false, false));
    r14_ = _e222;
    let _e226 = select(_e222, (_e222.xxxx * _e222.xxxx), vec4<bool>(false, true, false, false));
    r14_ = _e226;
    let _e230 = select(_e226, (_e226.yyyy * _e226.yyyy), vec4<bool>(false, true, false, false));
    r14_ = _e230;
    let _e234 = select(_e230, (_e230.yyyy * _e230.xxxx), vec4<bool>(false, true, false, false));
    r14_ = _e234;
    let _e239 = select(_e234, mix(_e69.xxxx, vec4<f32>(2f, -1f, 0f, 1f).wwww, _e234.yyyy), vec4<bool>(false, false, true, false));
    r14_ = _e239;
    let _e243 = select(_e239, (_e239.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).wwww), vec4<bool>(false, false, true, false));
    r14_ = _e243;
    let _e247 = select(_e211, (_e211.zzzz * _e243.zzzz), vec4<bool>(false, false, true, false));
    r12_ = _e247;
    let _e252 = select(_e247, saturate((_e247.zzzz * _e121.zzzz)), vec4<bool>(false, false, true, false));
    r12_ = _e252;
    let _e255 = consts.c[3];
    let _e257 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e142 * _e255), vec4<bool>(true, true, true, false));
    r15_ = _e257;
    let _e260 = consts.c[4];
    let _e262 = select(_e257, (_e257 + _e260), vec4<bool>(true, true, true, false));
    r15_ = _e262;
    let _e264 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e65 * _e262), vec4<bool>(true, true, true, false));
    r16_ = _e264;
    let _e267 = select(_e264, (_e264 * _e69.xxxx), vec4<bool>(true, true, true, false));
    r16_ = _e267;
    let _e271 = select(_e267, ((_e252.zzzz * _e255) + _e267), vec4<bool>(true, true, true, false));
    r16_ = _e271;
    let _e273 = select(_e271, _e65.wwww, vec4<bool>(false, false, false, true));
    r16_ = _e273;
    o0_ = _e273;
    return Output(_e273);
}
