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
    let _e77 = dot(_e74.xyz, _e74.xyz);
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e74 * vec4(inverseSqrt(_e77))), vec4<f32>(0f, 0f, 0f, 0f), (_e77 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e84;
    let _e87 = dot(_e60.xyz, _e60.xyz);
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e60 * vec4(inverseSqrt(_e87))), vec4<f32>(0f, 0f, 0f, 0f), (_e87 == 0f)), vec4<bool>(true, true, true, false));
    r4_ = _e93;
    let _e96 = dot(_e63.xyz, _e63.xyz);
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e63 * vec4(inverseSqrt(_e96))), vec4<f32>(0f, 0f, 0f, 0f), (_e96 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e102;
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e84.xyz, _e93.xyz)), vec4<bool>(true, false, false, false));
    r6_ = _e108;
    let _e113 = select(_e108, (_e108.xxxx + vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).xxxx), vec4<bool>(false, true, false, false));
    r6_ = _e113;
    let _e118 = select(_e113, saturate((_e113.yyyy * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).yyyy)), vec4<bool>(false, true, false, false));
    r6_ = _e118;
    let _e122 = select(_e118, saturate(_e118.xxxx), vec4<bool>(false, false, true, false));
    r6_ = _e122;
    let _e128 = select(_e122, (_e122.yyyy + -(_e122.zzzz)), vec4<bool>(false, false, false, true));
    r6_ = _e128;
    r7_ = vec4<f32>(1f, 0.3f, 0.2f, 0f);
    let _e131 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e128.wwww * vec4<f32>(1f, 0.3f, 0.2f, 0f)), vec4<bool>(true, true, true, false));
    r8_ = _e131;
    let _e134 = select(_e131, (_e131 + _e128.zzzz), vec4<bool>(true, true, true, false));
    r8_ = _e134;
    let _e141 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(-(_e93).xyz, _e102.xyz))), vec4<bool>(true, false, false, false));
    r9_ = _e141;
    let _e145 = select(_e141, (_e141.xxxx * _e69.yyyy), vec4<bool>(true, false, false, false));
    r9_ = _e145;
    let _e149 = select(_e134, ((_e145.xxxx * vec4<f32>(1f, 0.3f, 0.2f, 0f)) + _e134), vec4<bool>(true, true, true, false));
    r8_ = _e149;
    let _e151 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e93 + _e102), vec4<bool>(true, true, true, false));
    r10_ = _e151;
    let _e154 = dot(_e151.xyz, _e151.xyz);
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e151 * vec4(inverseSqrt(_e154))), vec4<f32>(0f, 0f, 0f, 0f), (_e154 == 0f)), vec4<bool>(true, true, true, false));
    r11_ = _e160;
    let _e166 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e84.xyz, _e160.xyz))), vec4<bool>(true, false, false, false));
    r12_ = _e166;
    let _e170 = select(_e166, (_e166.xxxx * _e166.xxxx), vec4<bool>(false, true, false, false));
    r12_ = _e170;
    let _e175 = select(_e170, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e170.yyyy)), vec4<bool>(false, false, true, false));
    r12_ = _e175;
    let _e181 = select(_e175, vec4((1f / _e175.yyyy.x)), vec4<bool>(false, false, false, true));
    r12_ = _e181;
    let _e185 = select(_e181, (_e181.zzzz * _e181.wwww), vec4<bool>(false, false, true, false));
    r12_ = _e185;
    let _e189 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e69.zzzz * _e69.zzzz), vec4<bool>(true, false, false, false));
    r13_ = _e189;
    let _e194 = select(_e189, vec4((1f / _e189.xxxx.x)), vec4<bool>(false, true, false, false));
    r13_ = _e194;
    let _e199 = select(_e185, (_e185.zzzz * -(_e194.yyyy)), vec4<bool>(false, false, true, false));
    r12_ = _e199;
    let _e203 = select(_e199, (_e199.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).zzzz), vec4<bool>(false, false, true, false));
    r12_ = _e203;
    let _e208 = select(_e203, vec4(exp2(_e203.zzzz.x)), vec4<bool>(false, false, true, false));
    r12_ = _e208;
    let _e212 = select(_e208, (_e208.wwww * _e208.wwww), vec4<bool>(false, false, false, true));
    r12_ = _e212;
    let _e216 = select(_e212, (_e212.zzzz * _e212.wwww), vec4<bool>(false, false, true, false));
    r12_ = _e216;
    let _e220 = select(_e216, (_e216.zzzz * _e194.yyyy), vec4<bool>(false, false, true, false));
    r12_ = _e220;
    let _e226 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e160.xyz, _e102.xyz))), vec4<bool>(true, false, false, false));
    r14_ = _e226;
    let _e231 = select(_e226, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e226.xxxx)), vec4<bool>(true, false, false, false));
    r14_ = _e231;
    let _e235 = select(_e231, (_e231.xxxx * _e231.xxxx), vec4<bool>(false, true, false, false));
    r14_ = _e235;
    let _e239 = select(_e235, (_e235.yyyy * _e235.yyyy), vec4<bool>(false, true, false, false));
    r14_ = _e239;
    let _e243 = select(_e239, (_e239.yyyy * _e239.xxxx), vec4<bool>(false, true, false, false));
    r14_ = _e243;
    let _e248 = select(_e243, mix(_e69.xxxx, vec4<f32>(2f, -1f, 0f, 1f).wwww, _e243.yyyy), vec4<bool>(false, false, true, false));
    r14_ = _e248;
    let _e252 = select(_e248, (_e248.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).wwww), vec4<bool>(false, false, true, false));
    r14_ = _e252;
    let _e256 = select(_e220, (_e220.zzzz * _e252.zzzz), vec4<bool>(false, false, true, false));
    r12_ = _e256;
    let _e261 = select(_e256, saturate((_e256.zzzz * _e128.zzzz)), vec4<bool>(false, false, true, false));
    r12_ = _e261;
    let _e264 = consts.c[3];
    let _e266 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e149 * _e264), vec4<bool>(true, true, true, false));
    r15_ = _e266;
    let _e269 = consts.c[4];
    let _e271 = select(_e266, (_e266 + _e269), vec4<bool>(true, true, true, false));
    r15_ = _e271;
    let _e273 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e65 * _e271), vec4<bool>(true, true, true, false));
    r16_ = _e273;
    let _e276 = select(_e273, (_e273 * _e69.xxxx), vec4<bool>(true, true, true, false));
    r16_ = _e276;
    let _e280 = select(_e276, ((_e261.zzzz * _e264) + _e276), vec4<bool>(true, true, true, false));
    r16_ = _e280;
    let _e282 = select(_e280, _e65.wwww, vec4<bool>(false, false, false, true));
    r16_ = _e282;
    o0_ = _e282;
    return Output(_e282);
}
