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
    let _e180 = dot(_e82.xyz, _e82.xyz);
    let _e187 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e82 * vec4(inverseSqrt(_e180))), vec4<f32>(0f, 0f, 0f, 0f), (_e180 == 0f)), vec4<bool>(true, true, true, false));
    r13_ = _e187;
    let _e192 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e177.xzyw * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).zzzz) + _e187), vec4<bool>(true, true, true, false));
    r14_ = _e192;
    let _e195 = dot(_e192.xyz, _e192.xyz);
    let _e201 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e192 * vec4(inverseSqrt(_e195))), vec4<f32>(0f, 0f, 0f, 0f), (_e195 == 0f)), vec4<bool>(true, true, true, false));
    r15_ = _e201;
    let _e204 = consts.c[2];
    let _e210 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e201.xyz, _e204.xyz))), vec4<bool>(true, false, false, false));
    r16_ = _e210;
    let _e214 = consts.c[3];
    let _e216 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e210.xxxx * _e214), vec4<bool>(true, true, true, false));
    r17_ = _e216;
    let _e219 = consts.c[4];
    let _e221 = select(_e216, (_e216 + _e219), vec4<bool>(true, true, true, false));
    r17_ = _e221;
    let _e223 = select(_e172, (_e172 * _e221), vec4<bool>(true, true, true, false));
    r12_ = _e223;
    let _e226 = consts.c[6];
    let _e229 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e226 + -(in2_)), vec4<bool>(true, true, true, false));
    r20_ = _e229;
    let _e232 = dot(_e229.xyz, _e229.xyz);
    let _e238 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e229 * vec4(inverseSqrt(_e232))), vec4<f32>(0f, 0f, 0f, 0f), (_e232 == 0f)), vec4<bool>(true, true, true, false));
    r21_ = _e238;
    let _e240 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e238 + _e204), vec4<bool>(true, true, true, false));
    r22_ = _e240;
    let _e243 = dot(_e240.xyz, _e240.xyz);
    let _e249 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e240 * vec4(inverseSqrt(_e243))), vec4<f32>(0f, 0f, 0f, 0f), (_e243 == 0f)), vec4<bool>(true, true, true, false));
    r23_ = _e249;
    let _e255 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e201.xyz, _e249.xyz))), vec4<bool>(true, false, false, false));
    r24_ = _e255;
    let _e260 = consts.c[8];
    let _e263 = abs(_e255.xxxx.x);
    let _e274 = select(_e255, vec4(min(select(select(pow(_e263, _e260.xxxx.x), 340282350000000000000000000000000000000f, ((_e263 == 0f) && (_e260.xxxx.x < 0f))), 1f, (_e260.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    r24_ = _e274;
    let _e277 = select(_e274, vec4(dot(_e157, _e110)), vec4<bool>(false, false, true, false));
    r24_ = _e277;
    let _e281 = select(_e277, (_e277.yyyy * _e277.zzzz), vec4<bool>(false, true, false, false));
    r24_ = _e281;
    let _e285 = select(_e223, ((_e281.yyyy * _e214) + _e223), vec4<bool>(true, true, true, false));
    r12_ = _e285;
    let _e291 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e187.yyyy))), vec4<bool>(true, false, false, false));
    r25_ = _e291;
    let _e295 = select(_e291, (_e291.xxxx * _e291.xxxx), vec4<bool>(true, false, false, false));
    r25_ = _e295;
    let _e298 = consts.c[7];
    r26_ = _e298;
    let _e300 = select(_e298, (_e298 * _e285), vec4<bool>(true, true, true, false));
    r26_ = _e300;
    let _e303 = select(_e285, mix(_e285, _e300, _e295.xxxx), vec4<bool>(true, true, true, false));
    r12_ = _e303;
    let _e306 = consts.c[5];
    r18_ = _e306;
    let _e309 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e303, _e306, in2_.wwww), vec4<bool>(true, true, true, false));
    r19_ = _e309;
    let _e311 = select(_e309, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r19_ = _e311;
    o0_ = _e311;
    return Output(_e311);
}
