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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
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
    var r23_: vec4<f32> = vec4<f32>();
    var r24_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e76 = v1_;
    let _e78 = select(_e76, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e78;
    let _e80 = v2_;
    let _e81 = select(_e80, in2_, vec4<bool>(true, true, true, false));
    v2_ = _e81;
    v3_ = in8_;
    v4_ = in3_;
    let _e85 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e85;
    let _e89 = (_e85.wwww + -(vec4<f32>(0.33f, 48f, 3f, 0.5f).xxxx));
    r1_ = _e89;
    if any((_e89 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e93 = textureSample(t1_, s1_, in0_.xy);
    r2_ = _e93;
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    r3_ = _e96;
    let _e98 = textureSample(t2_, s2_, _e96.xy);
    r4_ = _e98;
    let _e100 = textureSample(t3_, s3_, in0_.xy);
    r5_ = _e100;
    let _e105 = select(_e93, ((_e93 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r2_ = _e105;
    let _e110 = select(_e98, ((_e98 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r4_ = _e110;
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e105 + _e110), vec4<bool>(true, true, false, false));
    r6_ = _e112;
    let _e117 = select(_e112, (_e105.zzzz * _e110.zzzz), vec4<bool>(false, false, true, false));
    r6_ = _e117;
    let _e124 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e117 * vec4(inverseSqrt(dot(_e117.xyz, _e117.xyz)))), vec4<bool>(true, true, true, false));
    r7_ = _e124;
    let _e131 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e78 * vec4(inverseSqrt(dot(_e78.xyz, _e78.xyz)))), vec4<bool>(true, true, true, false));
    r8_ = _e131;
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e81 * vec4(inverseSqrt(dot(_e81.xyz, _e81.xyz)))), vec4<bool>(true, true, true, false));
    r9_ = _e138;
    let _e144 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e124.xyz, _e131.xyz)), vec4<bool>(true, false, false, false));
    r10_ = _e144;
    let _e152 = select(_e144, saturate(((_e144.xxxx * vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww) + vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww)), vec4<bool>(false, true, false, false));
    r10_ = _e152;
    let _e156 = select(_e152, (_e152.yyyy * _e152.yyyy), vec4<bool>(false, true, false, false));
    r10_ = _e156;
    let _e158 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e131 + _e138), vec4<bool>(true, true, true, false));
    r11_ = _e158;
    let _e165 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e158 * vec4(inverseSqrt(dot(_e158.xyz, _e158.xyz)))), vec4<bool>(true, true, true, false));
    r12_ = _e165;
    let _e171 = select(_e156, saturate(vec4(dot(_e124.xyz, _e165.xyz))), vec4<bool>(false, false, true, false));
    r10_ = _e171;
    let _e180 = select(_e171, vec4(pow(abs(_e171.zzzz.x), vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x)), vec4<bool>(false, false, false, true));
    r10_ = _e180;
    let _e186 = select(_e180, select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, _e180.wwww, (_e180.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    r10_ = _e186;
    let _e192 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e124.xyz, _e138.xyz))), vec4<bool>(true, false, false, false));
    r13_ = _e192;
    let _e197 = select(_e192, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e192.xxxx)), vec4<bool>(true, false, false, false));
    r13_ = _e197;
    let _e205 = select(_e197, vec4(pow(abs(_e197.xxxx.x), vec4<f32>(0.33f, 48f, 3f, 0.5f).zzzz.x)), vec4<bool>(false, true, false, false));
    r13_ = _e205;
    let _e209 = consts.c[2];
    let _e211 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e186.yyyy * _e209), vec4<bool>(true, true, true, false));
    r14_ = _e211;
    let _e214 = consts.c[3];
    let _e216 = select(_e211, (_e211 + _e214), vec4<bool>(true, true, true, false));
    r14_ = _e216;
    let _e218 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e85 * _e216), vec4<bool>(true, true, true, false));
    r15_ = _e218;
    let _e220 = select(_e218, (_e218 * in8_), vec4<bool>(true, true, true, false));
    r15_ = _e220;
    let _e223 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e186.wwww * _e209), vec4<bool>(true, true, true, false));
    r16_ = _e223;
    let _e226 = select(_e220, ((_e223 * _e100) + _e220), vec4<bool>(true, true, true, false));
    r15_ = _e226;
    let _e230 = consts.c[4];
    let _e233 = select(_e226, ((_e205.yyyy * _e230) + _e226), vec4<bool>(true, true, true, false));
    r15_ = _e233;
    let _e237 = consts.c[5];
    let _e239 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e100.wwww * _e237), vec4<bool>(true, true, true, false));
    r17_ = _e239;
    let _e242 = select(_e233, ((_e239 * _e85) + _e233), vec4<bool>(true, true, true, false));
    r15_ = _e242;
    let _e249 = select(vec4<f32>(0f, 0f, 0f, 0f), (in3_ * vec4(inverseSqrt(dot(in3_.xyz, in3_.xyz)))), vec4<bool>(true, true, true, false));
    r18_ = _e249;
    let _e255 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e124.xyz, _e249.xyz))), vec4<bool>(true, false, false, false));
    r19_ = _e255;
    let _e257 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e249 + _e138), vec4<bool>(true, true, true, false));
    r20_ = _e257;
    let _e264 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e257 * vec4(inverseSqrt(dot(_e257.xyz, _e257.xyz)))), vec4<bool>(true, true, true, false));
    r21_ = _e264;
    let _e270 = select(_e255, saturate(vec4(dot(_e124.xyz, _e264.xyz))), vec4<bool>(false, true, false, false));
    r19_ = _e270;
    let _e278 = select(_e270, vec4(pow(abs(_e270.yyyy.x), vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x)), vec4<bool>(false, false, true, false));
    r19_ = _e278;
    let _e282 = consts.c[6];
    let _e284 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e278.xxxx * _e282), vec4<bool>(true, true, true, false));
    r22_ = _e284;
    let _e286 = select(_e284, (_e284 * _e85), vec4<bool>(true, true, true, false));
    r22_ = _e286;
    let _e289 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e278.zzzz * _e282), vec4<bool>(true, true, true, false));
    r23_ = _e289;
    let _e292 = select(_e286, ((_e289 * _e100) + _e286), vec4<bool>(true, true, true, false));
    r22_ = _e292;
    let _e294 = select(_e242, (_e242 + _e292), vec4<bool>(true, true, true, false));
    r15_ = _e294;
    let _e297 = consts.c[7];
    r24_ = _e297;
    let _e300 = select(_e294, mix(_e294, _e297, in3_.wwww), vec4<bool>(true, true, true, false));
    r15_ = _e300;
    let _e304 = select(_e300, (_e85.wwww * in8_.wwww), vec4<bool>(false, false, false, true));
    r15_ = _e304;
    o0_ = _e304;
    return Output(_e304);
}
