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

@fragment 
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

    v0_ = in0_;
    v1_ = in1_;
    let _e77 = v2_;
    v2_ = select(_e77, in2_, vec4<bool>(true, true, true, false));
    v3_ = in3_;
    let _e81 = v0_;
    let _e83 = textureSample(t0_, s0_, _e81.xy);
    r0_ = _e83;
    let _e84 = v0_;
    let _e86 = r1_;
    r1_ = select(_e86, _e84.zwww, vec4<bool>(true, true, false, false));
    let _e89 = r1_;
    let _e91 = textureSample(t0_, s0_, _e89.xy);
    r1_ = _e91;
    let _e92 = r0_;
    let _e93 = r1_;
    let _e95 = r0_;
    r0_ = select(_e95, (_e92 + _e93), vec4<bool>(true, true, true, false));
    let _e97 = r0_;
    let _e103 = r0_;
    r0_ = select(_e103, ((_e97 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + -(vec4<f32>(2f, -1f, 0f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    let _e105 = r0_;
    let _e108 = r0_;
    r0_ = select(_e108, (_e105 * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).yyyy), vec4<bool>(true, false, true, false));
    let _e111 = r0_;
    let _e112 = _e111.xzyw;
    let _e119 = r2_;
    r2_ = select(_e119, (_e112 * vec4(inverseSqrt(dot(_e112.xyz, _e112.xyz)))), vec4<bool>(true, true, true, false));
    let _e121 = v1_;
    let _e127 = r3_;
    r3_ = select(_e127, vec4((1f / _e121.wwww.x)), vec4<bool>(false, false, false, true));
    let _e130 = v1_;
    let _e131 = r3_;
    let _e134 = r3_;
    r3_ = select(_e134, (_e130 * _e131.wwww), vec4<bool>(true, true, false, false));
    let _e136 = r2_;
    let _e139 = r3_;
    let _e142 = r4_;
    r4_ = select(_e142, ((_e136.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).xxxx) + _e139), vec4<bool>(true, true, false, false));
    let _e144 = r4_;
    let _e146 = textureSample(t1_, s1_, _e144.xy);
    r5_ = _e146;
    let _e147 = r4_;
    let _e149 = textureSample(t2_, s2_, _e147.xy);
    r6_ = _e149;
    let _e150 = r3_;
    let _e152 = textureSample(t3_, s3_, _e150.xy);
    r7_ = _e152;
    let _e153 = r7_;
    let _e155 = v1_;
    let _e159 = r8_;
    r8_ = select(_e159, (_e153.xxxx + -(_e155.zzzz)), vec4<bool>(true, false, false, false));
    let _e162 = r8_;
    let _e166 = consts.c[8];
    let _e170 = r8_;
    r8_ = select(_e170, saturate((_e162.xxxx * _e166.xxxx)), vec4<bool>(true, false, false, false));
    let _e174 = consts.c[6];
    r9_ = _e174;
    let _e175 = r8_;
    let _e177 = r9_;
    let _e180 = consts.c[5];
    let _e182 = r10_;
    r10_ = select(_e182, mix(_e180, _e177, _e175.xxxx), vec4<bool>(true, true, true, false));
    let _e184 = r8_;
    let _e186 = r10_;
    let _e187 = r6_;
    let _e189 = r11_;
    r11_ = select(_e189, mix(_e187, _e186, _e184.xxxx), vec4<bool>(true, true, true, false));
    let _e191 = v2_;
    let _e198 = r12_;
    r12_ = select(_e198, (_e191 * vec4(inverseSqrt(dot(_e191.xyz, _e191.xyz)))), vec4<bool>(true, true, true, false));
    let _e200 = r12_;
    let _e201 = r2_;
    let _e207 = r13_;
    r13_ = select(_e207, saturate(vec4(dot(_e200.xyz, _e201.xyz))), vec4<bool>(true, false, false, false));
    let _e210 = r13_;
    let _e214 = r13_;
    r13_ = select(_e214, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e210.xxxx)), vec4<bool>(false, true, false, false));
    let _e217 = r13_;
    let _e219 = r13_;
    let _e222 = r13_;
    r13_ = select(_e222, (_e217.yyyy * _e219.yyyy), vec4<bool>(false, false, true, false));
    let _e225 = r13_;
    let _e227 = r13_;
    let _e230 = r13_;
    r13_ = select(_e230, (_e225.zzzz * _e227.zzzz), vec4<bool>(false, false, true, false));
    let _e232 = r13_;
    let _e234 = r13_;
    let _e237 = r13_;
    r13_ = select(_e237, (_e232.zzzz * _e234.yyyy), vec4<bool>(false, false, true, false));
    let _e239 = r13_;
    let _e245 = r13_;
    r13_ = select(_e245, ((_e239.zzzz * vec4<f32>(0.02f, 0.98f, 0f, 0f).yyyy) + vec4<f32>(0.02f, 0.98f, 0f, 0f).xxxx), vec4<bool>(false, false, true, false));
    let _e247 = r13_;
    let _e249 = r5_;
    let _e250 = r11_;
    let _e252 = r14_;
    r14_ = select(_e252, mix(_e250, _e249, _e247.zzzz), vec4<bool>(true, true, true, false));
    let _e254 = r12_;
    let _e255 = r2_;
    let _e260 = r15_;
    r15_ = select(_e260, vec4(dot(_e254.xyz, _e255.xyz)), vec4<bool>(true, false, false, false));
    let _e262 = r15_;
    let _e264 = r15_;
    let _e267 = r15_;
    r15_ = select(_e267, (_e262.xxxx + _e264.xxxx), vec4<bool>(true, false, false, false));
    let _e269 = r2_;
    let _e270 = r15_;
    let _e272 = r12_;
    let _e276 = r16_;
    r16_ = select(_e276, ((_e269 * _e270.xxxx) + -(_e272)), vec4<bool>(true, true, true, false));
    let _e278 = r16_;
    let _e281 = consts.c[3];
    let _e287 = r17_;
    r17_ = select(_e287, saturate(vec4(dot(_e278.xyz, _e281.xyz))), vec4<bool>(true, false, false, false));
    let _e289 = r17_;
    let _e297 = r17_;
    r17_ = select(_e297, vec4(pow(abs(_e289.xxxx.x), vec4<f32>(0.02f, 0.5f, 0.1f, 256f).wwww.x)), vec4<bool>(false, true, false, false));
    let _e299 = r17_;
    let _e303 = consts.c[4];
    let _e305 = r17_;
    r17_ = select(_e305, (_e299.yyyy * _e303), vec4<bool>(true, true, true, false));
    let _e307 = r14_;
    let _e308 = r17_;
    let _e310 = r14_;
    r14_ = select(_e310, (_e307 + _e308), vec4<bool>(true, true, true, false));
    let _e314 = consts.c[8];
    r20_ = _e314;
    let _e315 = v0_;
    let _e316 = r20_;
    let _e319 = r21_;
    r21_ = select(_e319, (_e315 * _e316.zzzz), vec4<bool>(true, true, false, false));
    let _e321 = r2_;
    let _e324 = r21_;
    let _e327 = r21_;
    r21_ = select(_e327, ((_e321.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e324), vec4<bool>(true, true, false, false));
    let _e329 = r21_;
    let _e331 = textureSample(t4_, s4_, _e329.xy);
    r22_ = _e331;
    let _e333 = r8_;
    let _e337 = r23_;
    r23_ = select(_e337, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e333.xxxx)), vec4<bool>(true, false, false, false));
    let _e339 = r23_;
    let _e341 = r23_;
    let _e344 = r23_;
    r23_ = select(_e344, (_e339.xxxx * _e341.xxxx), vec4<bool>(true, false, false, false));
    let _e346 = r23_;
    let _e348 = r20_;
    let _e351 = r23_;
    r23_ = select(_e351, (_e346.xxxx * _e348.yyyy), vec4<bool>(true, false, false, false));
    let _e353 = r23_;
    let _e355 = r22_;
    let _e359 = r23_;
    r23_ = select(_e359, saturate((_e353.xxxx * _e355.wwww)), vec4<bool>(true, false, false, false));
    let _e361 = r23_;
    let _e363 = r22_;
    let _e364 = r14_;
    let _e366 = r14_;
    r14_ = select(_e366, mix(_e364, _e363, _e361.xxxx), vec4<bool>(true, true, true, false));
    let _e368 = r13_;
    let _e370 = r8_;
    let _e373 = r24_;
    r24_ = select(_e373, (_e368.xxxx * _e370.xxxx), vec4<bool>(true, false, false, false));
    let _e375 = r24_;
    let _e378 = r14_;
    let _e381 = r14_;
    r14_ = select(_e381, ((_e375.xxxx * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e378), vec4<bool>(true, true, true, false));
    let _e385 = consts.c[7];
    r18_ = _e385;
    let _e386 = v3_;
    let _e388 = r18_;
    let _e389 = r14_;
    let _e391 = r19_;
    r19_ = select(_e391, mix(_e389, _e388, _e386.xxxx), vec4<bool>(true, true, true, false));
    let _e394 = r19_;
    r19_ = select(_e394, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e396 = r19_;
    o0_ = _e396;
    let _e397 = o0_;
    return Output(_e397);
}
