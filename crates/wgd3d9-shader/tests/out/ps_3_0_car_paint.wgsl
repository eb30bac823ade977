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
var t2_: texture_cube<f32>;
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
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r20_: vec4<f32> = vec4<f32>();
    var r21_: vec4<f32> = vec4<f32>();
    var r22_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e67 = v1_;
    let _e69 = select(_e67, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e69;
    let _e71 = v2_;
    let _e72 = select(_e71, in2_, vec4<bool>(true, true, true, false));
    v2_ = _e72;
    let _e74 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e74;
    let _e77 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    r1_ = _e77;
    let _e79 = textureSample(t1_, s1_, _e77.xy);
    r1_ = _e79;
    let _e84 = select(_e74, ((_e74 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r0_ = _e84;
    let _e89 = select(_e79, ((_e79 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r1_ = _e89;
    let _e92 = dot(_e69.xyz, _e69.xyz);
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e69 * vec4(inverseSqrt(_e92))), vec4<f32>(0f, 0f, 0f, 0f), (_e92 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = _e99;
    let _e102 = dot(_e72.xyz, _e72.xyz);
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e72 * vec4(inverseSqrt(_e102))), vec4<f32>(0f, 0f, 0f, 0f), (_e102 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e108;
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e84 * vec4<f32>(0.25f, 16f, 128f, 0.04f).xxxx) + _e99), vec4<bool>(true, true, true, false));
    r4_ = _e112;
    let _e115 = dot(_e112.xyz, _e112.xyz);
    let _e121 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e112 * vec4(inverseSqrt(_e115))), vec4<f32>(0f, 0f, 0f, 0f), (_e115 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e121;
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e89 * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).yyyy) + _e121), vec4<bool>(true, true, true, false));
    r6_ = _e125;
    let _e128 = dot(_e125.xyz, _e125.xyz);
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e125 * vec4(inverseSqrt(_e128))), vec4<f32>(0f, 0f, 0f, 0f), (_e128 == 0f)), vec4<bool>(true, true, true, false));
    r7_ = _e134;
    let _e141 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e121.xyz, _e108.xyz))), vec4<bool>(true, false, false, false));
    r8_ = _e141;
    let _e146 = select(_e141, (_e141.xxxx * _e141.xxxx), vec4<bool>(false, true, false, false));
    r8_ = _e146;
    let _e149 = consts.c[4];
    r9_ = _e149;
    let _e153 = consts.c[3];
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e149, _e153, _e146.yyyy), vec4<bool>(true, true, true, false));
    r10_ = _e155;
    let _e158 = consts.c[6];
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e108 + _e158), vec4<bool>(true, true, true, false));
    r11_ = _e160;
    let _e163 = dot(_e160.xyz, _e160.xyz);
    let _e169 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e160 * vec4(inverseSqrt(_e163))), vec4<f32>(0f, 0f, 0f, 0f), (_e163 == 0f)), vec4<bool>(true, true, true, false));
    r12_ = _e169;
    let _e175 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e121.xyz, _e169.xyz))), vec4<bool>(true, false, false, false));
    r13_ = _e175;
    let _e180 = abs(_e175.xxxx.x);
    let _e192 = select(_e175, vec4(min(select(select(pow(_e180, vec4<f32>(0.25f, 16f, 128f, 0.04f).yyyy.x), 340282350000000000000000000000000000000f, ((_e180 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).yyyy.x < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).yyyy.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    r13_ = _e192;
    let _e199 = select(_e192, saturate(vec4(dot(_e134.xyz, _e169.xyz))), vec4<bool>(false, false, true, false));
    r13_ = _e199;
    let _e204 = abs(_e199.zzzz.x);
    let _e215 = select(_e199, vec4(min(select(select(pow(_e204, vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x), 340282350000000000000000000000000000000f, ((_e204 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    r13_ = _e215;
    let _e219 = consts.c[5];
    let _e221 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e215.wwww * _e219), vec4<bool>(true, true, true, false));
    r14_ = _e221;
    let _e227 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e121.xyz, _e158.xyz))), vec4<bool>(true, false, false, false));
    r15_ = _e227;
    let _e230 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e155 * _e227.xxxx), vec4<bool>(true, true, true, false));
    r16_ = _e230;
    let _e234 = consts.c[7];
    let _e237 = select(_e230, ((_e215.yyyy * _e234) + _e230), vec4<bool>(true, true, true, false));
    r16_ = _e237;
    let _e239 = select(_e237, (_e237 + _e221), vec4<bool>(true, true, true, false));
    r16_ = _e239;
    let _e244 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e108.xyz, _e99.xyz)), vec4<bool>(true, false, false, false));
    r17_ = _e244;
    let _e248 = select(_e244, (_e244.xxxx + _e244.xxxx), vec4<bool>(false, true, false, false));
    r17_ = _e248;
    let _e253 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e99 * _e248.yyyy) + -(_e108)), vec4<bool>(true, true, true, false));
    r18_ = _e253;
    let _e255 = textureSample(t2_, s2_, _e253.xyz);
    r19_ = _e255;
    let _e260 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e146.xxxx)), vec4<bool>(true, false, false, false));
    r20_ = _e260;
    let _e264 = select(_e260, (_e260.xxxx * _e260.xxxx), vec4<bool>(false, true, false, false));
    r20_ = _e264;
    let _e268 = select(_e264, (_e264.yyyy * _e264.yyyy), vec4<bool>(false, true, false, false));
    r20_ = _e268;
    let _e272 = select(_e268, (_e268.yyyy * _e268.xxxx), vec4<bool>(false, true, false, false));
    r20_ = _e272;
    let _e278 = select(_e272, ((_e272.yyyy * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).xxxx) + vec4<f32>(0.96f, 0.5f, 0.04f, 0f).zzzz), vec4<bool>(false, true, false, false));
    r20_ = _e278;
    let _e281 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e239, _e255, _e278.yyyy), vec4<bool>(true, true, true, false));
    r21_ = _e281;
    let _e287 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e99.xyz, _e169.xyz))), vec4<bool>(true, false, false, false));
    r22_ = _e287;
    let _e292 = abs(_e287.xxxx.x);
    let _e302 = select(_e287, vec4(min(select(select(pow(_e292, vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x), 340282350000000000000000000000000000000f, ((_e292 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    r22_ = _e302;
    let _e306 = select(_e281, ((_e302.yyyy * _e234) + _e281), vec4<bool>(true, true, true, false));
    r21_ = _e306;
    let _e308 = select(_e306, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r21_ = _e308;
    o0_ = _e308;
    return Output(_e308);
}
