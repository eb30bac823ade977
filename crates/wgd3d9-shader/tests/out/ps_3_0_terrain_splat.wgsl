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
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;
@group(1) @binding(10) 
var t5_: texture_2d<f32>;
@group(1) @binding(11) 
var s5_: sampler;

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
    var r23_: vec4<f32> = vec4<f32>();
    var r24_: vec4<f32> = vec4<f32>();
    var r25_: vec4<f32> = vec4<f32>();
    var r26_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e80 = v1_;
    let _e82 = select(_e80, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e82;
    v2_ = in2_;
    let _e85 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e85;
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    r1_ = _e88;
    let _e90 = textureSample(t1_, s1_, _e88.xy);
    r2_ = _e90;
    let _e92 = textureSample(t2_, s2_, _e88.xy);
    r3_ = _e92;
    let _e94 = textureSample(t3_, s3_, _e88.xy);
    r4_ = _e94;
    let _e96 = textureSample(t4_, s4_, _e88.xy);
    r5_ = _e96;
    let _e98 = textureSample(t5_, s5_, _e88.xy);
    r6_ = _e98;
    let _e101 = select(vec4<f32>(0f, 0f, 0f, 0f), _e90.wwww, vec4<bool>(true, false, false, false));
    r7_ = _e101;
    let _e104 = select(_e101, _e92.wwww, vec4<bool>(false, true, false, false));
    r7_ = _e104;
    let _e107 = select(_e104, _e94.wwww, vec4<bool>(false, false, true, false));
    r7_ = _e107;
    let _e110 = select(_e107, _e96.wwww, vec4<bool>(false, false, false, true));
    r7_ = _e110;
    let _e113 = ((_e110 * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx) + _e85);
    r8_ = _e113;
    let _e114 = _e113.xxxx;
    let _e115 = _e113.yyyy;
    let _e118 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e115, _e114, (_e114 >= _e115)), vec4<bool>(true, false, false, false));
    r9_ = _e118;
    let _e119 = _e113.zzzz;
    let _e120 = _e113.wwww;
    let _e123 = select(_e118, select(_e120, _e119, (_e119 >= _e120)), vec4<bool>(false, true, false, false));
    r9_ = _e123;
    let _e124 = _e123.xxxx;
    let _e125 = _e123.yyyy;
    let _e128 = select(_e123, select(_e125, _e124, (_e124 >= _e125)), vec4<bool>(true, false, false, false));
    r9_ = _e128;
    let _e133 = select(_e128, (_e128.xxxx + -(vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx)), vec4<bool>(true, false, false, false));
    r9_ = _e133;
    let _e136 = (_e113 + -(_e133.xxxx));
    r10_ = _e136;
    let _e137 = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    let _e139 = select(_e137, _e136, (_e136 >= _e137));
    r10_ = _e139;
    let _e141 = (_e139 * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).yyyy);
    r10_ = _e141;
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e141, vec4<f32>(2f, -1f, 0f, 1f).wwww)), vec4<bool>(true, false, false, false));
    r11_ = _e145;
    let _e149 = select(_e145, (_e145.xxxx + vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    r11_ = _e149;
    let _e155 = select(_e149, vec4((1f / _e149.xxxx.x)), vec4<bool>(true, false, false, false));
    r11_ = _e155;
    let _e157 = (_e141 * _e155.xxxx);
    r10_ = _e157;
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e90 * _e157.xxxx), vec4<bool>(true, true, true, false));
    r12_ = _e160;
    let _e164 = select(_e160, ((_e92 * _e157.yyyy) + _e160), vec4<bool>(true, true, true, false));
    r12_ = _e164;
    let _e168 = select(_e164, ((_e94 * _e157.zzzz) + _e164), vec4<bool>(true, true, true, false));
    r12_ = _e168;
    let _e172 = select(_e168, ((_e96 * _e157.wwww) + _e168), vec4<bool>(true, true, true, false));
    r12_ = _e172;
    let _e177 = select(_e98, ((_e98 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r6_ = _e177;
    let _e184 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e82 * vec4(inverseSqrt(dot(_e82.xyz, _e82.xyz)))), vec4<bool>(true, true, true, false));
    r13_ = _e184;
    let _e189 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e177.xzyw * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).zzzz) + _e184), vec4<bool>(true, true, true, false));
    r14_ = _e189;
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e189 * vec4(inverseSqrt(dot(_e189.xyz, _e189.xyz)))), vec4<bool>(true, true, true, false));
    r15_ = _e196;
    let _e199 = consts.c[2];
    let _e205 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e196.xyz, _e199.xyz))), vec4<bool>(true, false, false, false));
    r16_ = _e205;
    let _e209 = consts.c[3];
    let _e211 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e205.xxxx * _e209), vec4<bool>(true, true, true, false));
    r17_ = _e211;
    let _e214 = consts.c[4];
    let _e216 = select(_e211, (_e211 + _e214), vec4<bool>(true, true, true, false));
    r17_ = _e216;
    let _e218 = select(_e172, (_e172 * _e216), vec4<bool>(true, true, true, false));
    r12_ = _e218;
    let _e221 = consts.c[6];
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e221 + -(in2_)), vec4<bool>(true, true, true, false));
    r20_ = _e224;
    let _e231 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e224 * vec4(inverseSqrt(dot(_e224.xyz, _e224.xyz)))), vec4<bool>(true, true, true, false));
    r21_ = _e231;
    let _e233 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e231 + _e199), vec4<bool>(true, true, true, false));
    r22_ = _e233;
    let _e240 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e233 * vec4(inverseSqrt(dot(_e233.xyz, _e233.xyz)))), vec4<bool>(true, true, true, false));
    r23_ = _e240;
    let _e246 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e196.xyz, _e240.xyz))), vec4<bool>(true, false, false, false));
    r24_ = _e246;
    let _e251 = consts.c[8];
    let _e257 = select(_e246, vec4(pow(abs(_e246.xxxx.x), _e251.xxxx.x)), vec4<bool>(false, true, false, false));
    r24_ = _e257;
    let _e260 = select(_e257, vec4(dot(_e157, _e110)), vec4<bool>(false, false, true, false));
    r24_ = _e260;
    let _e264 = select(_e260, (_e260.yyyy * _e260.zzzz), vec4<bool>(false, true, false, false));
    r24_ = _e264;
    let _e268 = select(_e218, ((_e264.yyyy * _e209) + _e218), vec4<bool>(true, true, true, false));
    r12_ = _e268;
    let _e274 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e184.yyyy))), vec4<bool>(true, false, false, false));
    r25_ = _e274;
    let _e278 = select(_e274, (_e274.xxxx * _e274.xxxx), vec4<bool>(true, false, false, false));
    r25_ = _e278;
    let _e281 = consts.c[7];
    r26_ = _e281;
    let _e283 = select(_e281, (_e281 * _e268), vec4<bool>(true, true, true, false));
    r26_ = _e283;
    let _e286 = select(_e268, mix(_e268, _e283, _e278.xxxx), vec4<bool>(true, true, true, false));
    r12_ = _e286;
    let _e289 = consts.c[5];
    r18_ = _e289;
    let _e292 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e286, _e289, in2_.wwww), vec4<bool>(true, true, true, false));
    r19_ = _e292;
    let _e294 = select(_e292, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r19_ = _e294;
    o0_ = _e294;
    return Output(_e294);
}
