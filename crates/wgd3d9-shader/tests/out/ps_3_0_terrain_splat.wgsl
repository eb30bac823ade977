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
    let _e79 = v1_;
    v1_ = select(_e79, in1_, vec4<bool>(true, true, true, false));
    v2_ = in2_;
    let _e83 = v0_;
    let _e85 = textureSample(t0_, s0_, _e83.xy);
    r0_ = _e85;
    let _e86 = v0_;
    let _e88 = r1_;
    r1_ = select(_e88, _e86.zwww, vec4<bool>(true, true, false, false));
    let _e91 = r1_;
    let _e93 = textureSample(t1_, s1_, _e91.xy);
    r2_ = _e93;
    let _e94 = r1_;
    let _e96 = textureSample(t2_, s2_, _e94.xy);
    r3_ = _e96;
    let _e97 = r1_;
    let _e99 = textureSample(t3_, s3_, _e97.xy);
    r4_ = _e99;
    let _e100 = r1_;
    let _e102 = textureSample(t4_, s4_, _e100.xy);
    r5_ = _e102;
    let _e103 = r1_;
    let _e105 = textureSample(t5_, s5_, _e103.xy);
    r6_ = _e105;
    let _e106 = r2_;
    let _e108 = r7_;
    r7_ = select(_e108, _e106.wwww, vec4<bool>(true, false, false, false));
    let _e111 = r3_;
    let _e113 = r7_;
    r7_ = select(_e113, _e111.wwww, vec4<bool>(false, true, false, false));
    let _e116 = r4_;
    let _e118 = r7_;
    r7_ = select(_e118, _e116.wwww, vec4<bool>(false, false, true, false));
    let _e121 = r5_;
    let _e123 = r7_;
    r7_ = select(_e123, _e121.wwww, vec4<bool>(false, false, false, true));
    let _e126 = r7_;
    let _e128 = r0_;
    r8_ = ((_e126 * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx) + _e128);
    let _e131 = r8_;
    let _e132 = _e131.xxxx;
    let _e133 = r8_;
    let _e134 = _e133.yyyy;
    let _e137 = r9_;
    r9_ = select(_e137, select(_e134, _e132, (_e132 >= _e134)), vec4<bool>(true, false, false, false));
    let _e139 = r8_;
    let _e140 = _e139.zzzz;
    let _e141 = r8_;
    let _e142 = _e141.wwww;
    let _e145 = r9_;
    r9_ = select(_e145, select(_e142, _e140, (_e140 >= _e142)), vec4<bool>(false, true, false, false));
    let _e147 = r9_;
    let _e148 = _e147.xxxx;
    let _e149 = r9_;
    let _e150 = _e149.yyyy;
    let _e153 = r9_;
    r9_ = select(_e153, select(_e150, _e148, (_e148 >= _e150)), vec4<bool>(true, false, false, false));
    let _e155 = r9_;
    let _e160 = r9_;
    r9_ = select(_e160, (_e155.xxxx + -(vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx)), vec4<bool>(true, false, false, false));
    let _e162 = r8_;
    let _e163 = r9_;
    r10_ = (_e162 + -(_e163.xxxx));
    let _e167 = r10_;
    let _e168 = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r10_ = select(_e168, _e167, (_e167 >= _e168));
    let _e171 = r10_;
    r10_ = (_e171 * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).yyyy);
    let _e174 = r10_;
    let _e178 = r11_;
    r11_ = select(_e178, vec4(dot(_e174, vec4<f32>(2f, -1f, 0f, 1f).wwww)), vec4<bool>(true, false, false, false));
    let _e180 = r11_;
    let _e184 = r11_;
    r11_ = select(_e184, (_e180.xxxx + vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e186 = r11_;
    let _e192 = r11_;
    r11_ = select(_e192, vec4((1f / _e186.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e194 = r10_;
    let _e195 = r11_;
    r10_ = (_e194 * _e195.xxxx);
    let _e198 = r2_;
    let _e199 = r10_;
    let _e202 = r12_;
    r12_ = select(_e202, (_e198 * _e199.xxxx), vec4<bool>(true, true, true, false));
    let _e204 = r3_;
    let _e205 = r10_;
    let _e207 = r12_;
    let _e210 = r12_;
    r12_ = select(_e210, ((_e204 * _e205.yyyy) + _e207), vec4<bool>(true, true, true, false));
    let _e212 = r4_;
    let _e213 = r10_;
    let _e215 = r12_;
    let _e218 = r12_;
    r12_ = select(_e218, ((_e212 * _e213.zzzz) + _e215), vec4<bool>(true, true, true, false));
    let _e220 = r5_;
    let _e221 = r10_;
    let _e223 = r12_;
    let _e226 = r12_;
    r12_ = select(_e226, ((_e220 * _e221.wwww) + _e223), vec4<bool>(true, true, true, false));
    let _e228 = r6_;
    let _e233 = r6_;
    r6_ = select(_e233, ((_e228 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e235 = v1_;
    let _e242 = r13_;
    r13_ = select(_e242, (_e235 * vec4(inverseSqrt(dot(_e235.xyz, _e235.xyz)))), vec4<bool>(true, true, true, false));
    let _e244 = r6_;
    let _e247 = r13_;
    let _e250 = r14_;
    r14_ = select(_e250, ((_e244.xzyw * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).zzzz) + _e247), vec4<bool>(true, true, true, false));
    let _e252 = r14_;
    let _e259 = r15_;
    r15_ = select(_e259, (_e252 * vec4(inverseSqrt(dot(_e252.xyz, _e252.xyz)))), vec4<bool>(true, true, true, false));
    let _e261 = r15_;
    let _e264 = consts.c[2];
    let _e270 = r16_;
    r16_ = select(_e270, saturate(vec4(dot(_e261.xyz, _e264.xyz))), vec4<bool>(true, false, false, false));
    let _e272 = r16_;
    let _e276 = consts.c[3];
    let _e278 = r17_;
    r17_ = select(_e278, (_e272.xxxx * _e276), vec4<bool>(true, true, true, false));
    let _e280 = r17_;
    let _e283 = consts.c[4];
    let _e285 = r17_;
    r17_ = select(_e285, (_e280 + _e283), vec4<bool>(true, true, true, false));
    let _e287 = r12_;
    let _e288 = r17_;
    let _e290 = r12_;
    r12_ = select(_e290, (_e287 * _e288), vec4<bool>(true, true, true, false));
    let _e294 = consts.c[6];
    let _e295 = v2_;
    let _e298 = r20_;
    r20_ = select(_e298, (_e294 + -(_e295)), vec4<bool>(true, true, true, false));
    let _e300 = r20_;
    let _e307 = r21_;
    r21_ = select(_e307, (_e300 * vec4(inverseSqrt(dot(_e300.xyz, _e300.xyz)))), vec4<bool>(true, true, true, false));
    let _e309 = r21_;
    let _e312 = consts.c[2];
    let _e314 = r22_;
    r22_ = select(_e314, (_e309 + _e312), vec4<bool>(true, true, true, false));
    let _e316 = r22_;
    let _e323 = r23_;
    r23_ = select(_e323, (_e316 * vec4(inverseSqrt(dot(_e316.xyz, _e316.xyz)))), vec4<bool>(true, true, true, false));
    let _e325 = r15_;
    let _e326 = r23_;
    let _e332 = r24_;
    r24_ = select(_e332, saturate(vec4(dot(_e325.xyz, _e326.xyz))), vec4<bool>(true, false, false, false));
    let _e334 = r24_;
    let _e339 = consts.c[8];
    let _e345 = r24_;
    r24_ = select(_e345, vec4(pow(abs(_e334.xxxx.x), _e339.xxxx.x)), vec4<bool>(false, true, false, false));
    let _e347 = r10_;
    let _e348 = r7_;
    let _e351 = r24_;
    r24_ = select(_e351, vec4(dot(_e347, _e348)), vec4<bool>(false, false, true, false));
    let _e353 = r24_;
    let _e355 = r24_;
    let _e358 = r24_;
    r24_ = select(_e358, (_e353.yyyy * _e355.zzzz), vec4<bool>(false, true, false, false));
    let _e360 = r24_;
    let _e364 = consts.c[3];
    let _e365 = r12_;
    let _e368 = r12_;
    r12_ = select(_e368, ((_e360.yyyy * _e364) + _e365), vec4<bool>(true, true, true, false));
    let _e371 = r13_;
    let _e376 = r25_;
    r25_ = select(_e376, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e371.yyyy))), vec4<bool>(true, false, false, false));
    let _e378 = r25_;
    let _e380 = r25_;
    let _e383 = r25_;
    r25_ = select(_e383, (_e378.xxxx * _e380.xxxx), vec4<bool>(true, false, false, false));
    let _e387 = consts.c[7];
    r26_ = _e387;
    let _e388 = r26_;
    let _e389 = r12_;
    let _e391 = r26_;
    r26_ = select(_e391, (_e388 * _e389), vec4<bool>(true, true, true, false));
    let _e393 = r25_;
    let _e395 = r26_;
    let _e396 = r12_;
    let _e398 = r12_;
    r12_ = select(_e398, mix(_e396, _e395, _e393.xxxx), vec4<bool>(true, true, true, false));
    let _e402 = consts.c[5];
    r18_ = _e402;
    let _e403 = v2_;
    let _e405 = r18_;
    let _e406 = r12_;
    let _e408 = r19_;
    r19_ = select(_e408, mix(_e406, _e405, _e403.wwww), vec4<bool>(true, true, true, false));
    let _e411 = r19_;
    r19_ = select(_e411, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e413 = r19_;
    o0_ = _e413;
    let _e414 = o0_;
    return Output(_e414);
}
