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
    let _e75 = v1_;
    v1_ = select(_e75, in1_, vec4<bool>(true, true, true, false));
    let _e79 = v2_;
    v2_ = select(_e79, in2_, vec4<bool>(true, true, true, false));
    v3_ = in8_;
    v4_ = in3_;
    let _e83 = v0_;
    let _e85 = textureSample(t0_, s0_, _e83.xy);
    r0_ = _e85;
    let _e86 = r0_;
    r1_ = (_e86.wwww + -(vec4<f32>(0.33f, 48f, 3f, 0.5f).xxxx));
    let _e91 = r1_;
    if any((_e91 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e95 = v0_;
    let _e97 = textureSample(t1_, s1_, _e95.xy);
    r2_ = _e97;
    let _e98 = v0_;
    let _e100 = r3_;
    r3_ = select(_e100, _e98.zwww, vec4<bool>(true, true, false, false));
    let _e103 = r3_;
    let _e105 = textureSample(t2_, s2_, _e103.xy);
    r4_ = _e105;
    let _e106 = v0_;
    let _e108 = textureSample(t3_, s3_, _e106.xy);
    r5_ = _e108;
    let _e109 = r2_;
    let _e114 = r2_;
    r2_ = select(_e114, ((_e109 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e116 = r4_;
    let _e121 = r4_;
    r4_ = select(_e121, ((_e116 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e123 = r2_;
    let _e124 = r4_;
    let _e126 = r6_;
    r6_ = select(_e126, (_e123 + _e124), vec4<bool>(true, true, false, false));
    let _e128 = r2_;
    let _e130 = r4_;
    let _e133 = r6_;
    r6_ = select(_e133, (_e128.zzzz * _e130.zzzz), vec4<bool>(false, false, true, false));
    let _e136 = r6_;
    let _e143 = r7_;
    r7_ = select(_e143, (_e136 * vec4(inverseSqrt(dot(_e136.xyz, _e136.xyz)))), vec4<bool>(true, true, true, false));
    let _e145 = v1_;
    let _e152 = r8_;
    r8_ = select(_e152, (_e145 * vec4(inverseSqrt(dot(_e145.xyz, _e145.xyz)))), vec4<bool>(true, true, true, false));
    let _e154 = v2_;
    let _e161 = r9_;
    r9_ = select(_e161, (_e154 * vec4(inverseSqrt(dot(_e154.xyz, _e154.xyz)))), vec4<bool>(true, true, true, false));
    let _e163 = r7_;
    let _e164 = r8_;
    let _e169 = r10_;
    r10_ = select(_e169, vec4(dot(_e163.xyz, _e164.xyz)), vec4<bool>(true, false, false, false));
    let _e172 = r10_;
    let _e179 = r10_;
    r10_ = select(_e179, saturate(((_e172.xxxx * vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww) + vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww)), vec4<bool>(false, true, false, false));
    let _e182 = r10_;
    let _e184 = r10_;
    let _e187 = r10_;
    r10_ = select(_e187, (_e182.yyyy * _e184.yyyy), vec4<bool>(false, true, false, false));
    let _e189 = r8_;
    let _e190 = r9_;
    let _e192 = r11_;
    r11_ = select(_e192, (_e189 + _e190), vec4<bool>(true, true, true, false));
    let _e194 = r11_;
    let _e201 = r12_;
    r12_ = select(_e201, (_e194 * vec4(inverseSqrt(dot(_e194.xyz, _e194.xyz)))), vec4<bool>(true, true, true, false));
    let _e203 = r7_;
    let _e204 = r12_;
    let _e210 = r10_;
    r10_ = select(_e210, saturate(vec4(dot(_e203.xyz, _e204.xyz))), vec4<bool>(false, false, true, false));
    let _e212 = r10_;
    let _e220 = r10_;
    r10_ = select(_e220, vec4(pow(abs(_e212.zzzz.x), vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x)), vec4<bool>(false, false, false, true));
    let _e223 = r10_;
    let _e225 = r10_;
    let _e230 = r10_;
    r10_ = select(_e230, select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, _e225.wwww, (_e223.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e232 = r7_;
    let _e233 = r9_;
    let _e239 = r13_;
    r13_ = select(_e239, saturate(vec4(dot(_e232.xyz, _e233.xyz))), vec4<bool>(true, false, false, false));
    let _e242 = r13_;
    let _e246 = r13_;
    r13_ = select(_e246, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e242.xxxx)), vec4<bool>(true, false, false, false));
    let _e248 = r13_;
    let _e256 = r13_;
    r13_ = select(_e256, vec4(pow(abs(_e248.xxxx.x), vec4<f32>(0.33f, 48f, 3f, 0.5f).zzzz.x)), vec4<bool>(false, true, false, false));
    let _e258 = r10_;
    let _e262 = consts.c[2];
    let _e264 = r14_;
    r14_ = select(_e264, (_e258.yyyy * _e262), vec4<bool>(true, true, true, false));
    let _e266 = r14_;
    let _e269 = consts.c[3];
    let _e271 = r14_;
    r14_ = select(_e271, (_e266 + _e269), vec4<bool>(true, true, true, false));
    let _e273 = r0_;
    let _e274 = r14_;
    let _e276 = r15_;
    r15_ = select(_e276, (_e273 * _e274), vec4<bool>(true, true, true, false));
    let _e278 = r15_;
    let _e279 = v3_;
    let _e281 = r15_;
    r15_ = select(_e281, (_e278 * _e279), vec4<bool>(true, true, true, false));
    let _e283 = r10_;
    let _e287 = consts.c[2];
    let _e289 = r16_;
    r16_ = select(_e289, (_e283.wwww * _e287), vec4<bool>(true, true, true, false));
    let _e291 = r16_;
    let _e292 = r5_;
    let _e293 = r15_;
    let _e296 = r15_;
    r15_ = select(_e296, ((_e291 * _e292) + _e293), vec4<bool>(true, true, true, false));
    let _e298 = r13_;
    let _e302 = consts.c[4];
    let _e303 = r15_;
    let _e306 = r15_;
    r15_ = select(_e306, ((_e298.yyyy * _e302) + _e303), vec4<bool>(true, true, true, false));
    let _e308 = r5_;
    let _e312 = consts.c[5];
    let _e314 = r17_;
    r17_ = select(_e314, (_e308.wwww * _e312), vec4<bool>(true, true, true, false));
    let _e316 = r17_;
    let _e317 = r0_;
    let _e318 = r15_;
    let _e321 = r15_;
    r15_ = select(_e321, ((_e316 * _e317) + _e318), vec4<bool>(true, true, true, false));
    let _e323 = v4_;
    let _e330 = r18_;
    r18_ = select(_e330, (_e323 * vec4(inverseSqrt(dot(_e323.xyz, _e323.xyz)))), vec4<bool>(true, true, true, false));
    let _e332 = r7_;
    let _e333 = r18_;
    let _e339 = r19_;
    r19_ = select(_e339, saturate(vec4(dot(_e332.xyz, _e333.xyz))), vec4<bool>(true, false, false, false));
    let _e341 = r18_;
    let _e342 = r9_;
    let _e344 = r20_;
    r20_ = select(_e344, (_e341 + _e342), vec4<bool>(true, true, true, false));
    let _e346 = r20_;
    let _e353 = r21_;
    r21_ = select(_e353, (_e346 * vec4(inverseSqrt(dot(_e346.xyz, _e346.xyz)))), vec4<bool>(true, true, true, false));
    let _e355 = r7_;
    let _e356 = r21_;
    let _e362 = r19_;
    r19_ = select(_e362, saturate(vec4(dot(_e355.xyz, _e356.xyz))), vec4<bool>(false, true, false, false));
    let _e364 = r19_;
    let _e372 = r19_;
    r19_ = select(_e372, vec4(pow(abs(_e364.yyyy.x), vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x)), vec4<bool>(false, false, true, false));
    let _e374 = r19_;
    let _e378 = consts.c[6];
    let _e380 = r22_;
    r22_ = select(_e380, (_e374.xxxx * _e378), vec4<bool>(true, true, true, false));
    let _e382 = r22_;
    let _e383 = r0_;
    let _e385 = r22_;
    r22_ = select(_e385, (_e382 * _e383), vec4<bool>(true, true, true, false));
    let _e387 = r19_;
    let _e391 = consts.c[6];
    let _e393 = r23_;
    r23_ = select(_e393, (_e387.zzzz * _e391), vec4<bool>(true, true, true, false));
    let _e395 = r23_;
    let _e396 = r5_;
    let _e397 = r22_;
    let _e400 = r22_;
    r22_ = select(_e400, ((_e395 * _e396) + _e397), vec4<bool>(true, true, true, false));
    let _e402 = r15_;
    let _e403 = r22_;
    let _e405 = r15_;
    r15_ = select(_e405, (_e402 + _e403), vec4<bool>(true, true, true, false));
    let _e409 = consts.c[7];
    r24_ = _e409;
    let _e410 = v4_;
    let _e412 = r24_;
    let _e413 = r15_;
    let _e415 = r15_;
    r15_ = select(_e415, mix(_e413, _e412, _e410.wwww), vec4<bool>(true, true, true, false));
    let _e417 = r0_;
    let _e419 = v3_;
    let _e422 = r15_;
    r15_ = select(_e422, (_e417.wwww * _e419.wwww), vec4<bool>(false, false, false, true));
    let _e424 = r15_;
    o0_ = _e424;
    let _e425 = o0_;
    return Output(_e425);
}
