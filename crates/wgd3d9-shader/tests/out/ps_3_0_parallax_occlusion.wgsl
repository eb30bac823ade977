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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var rep_count: i32;
    var rep_count_1: i32;

    let _e67 = v0_;
    v0_ = select(_e67, in0_, vec4<bool>(true, true, false, false));
    let _e71 = v1_;
    v1_ = select(_e71, in1_, vec4<bool>(true, true, true, false));
    let _e75 = v2_;
    v2_ = select(_e75, in2_, vec4<bool>(true, true, true, false));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e77 = v0_;
    let _e78 = dpdx(_e77);
    let _e79 = r0_;
    r0_ = select(_e79, _e78, vec4<bool>(true, true, false, false));
    let _e81 = v0_;
    let _e82 = dpdy(_e81);
    let _e83 = r1_;
    r1_ = select(_e83, _e82, vec4<bool>(true, true, false, false));
    let _e85 = v1_;
    let _e92 = r2_;
    r2_ = select(_e92, (_e85 * vec4(inverseSqrt(dot(_e85.xyz, _e85.xyz)))), vec4<bool>(true, true, true, false));
    let _e94 = r2_;
    let _e100 = r3_;
    r3_ = select(_e100, vec4((1f / _e94.zzzz.x)), vec4<bool>(true, false, false, false));
    let _e103 = r2_;
    let _e104 = r3_;
    let _e107 = r3_;
    r3_ = select(_e107, (_e103 * _e104.xxxx), vec4<bool>(true, true, false, false));
    let _e109 = r3_;
    let _e112 = r3_;
    r3_ = select(_e112, (_e109 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    let _e114 = r3_;
    let _e117 = r4_;
    r4_ = select(_e117, (_e114 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(true, true, false, false));
    let _e119 = v0_;
    let _e120 = r5_;
    r5_ = select(_e120, _e119, vec4<bool>(true, true, false, false));
    let _e122 = r5_;
    r5_ = select(_e122, vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    let _e126 = r6_;
    r6_ = select(_e126, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    let _e129 = r7_;
    r7_ = select(_e129, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    let _e131 = r5_;
    let _e132 = r8_;
    r8_ = select(_e132, _e131, vec4<bool>(true, true, false, false));
    let _e135 = r8_;
    r8_ = select(_e135, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, true, false));
    rep_count = clamp(vec4<i32>(24i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e148 = rep_count;
        if (_e148 <= 0i) {
            break;
        }
        rep_count = (_e148 - 1i);
        let _e153 = r5_;
        let _e154 = r8_;
        r8_ = select(_e154, _e153, vec4<bool>(true, true, false, false));
        let _e156 = r7_;
        let _e158 = r8_;
        r8_ = select(_e158, _e156.xxxx, vec4<bool>(false, false, true, false));
        let _e160 = r5_;
        let _e161 = r4_;
        let _e164 = r5_;
        r5_ = select(_e164, (_e160 + -(_e161)), vec4<bool>(true, true, false, false));
        let _e166 = r6_;
        let _e171 = r6_;
        r6_ = select(_e171, (_e166.xxxx + -(vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx)), vec4<bool>(true, false, false, false));
        let _e173 = r5_;
        let _e175 = r0_;
        let _e176 = r1_;
        let _e179 = textureSampleGrad(t0_, s0_, _e173.xy, _e175.xy, _e176.xy);
        r9_ = _e179;
        let _e180 = r9_;
        let _e182 = r7_;
        r7_ = select(_e182, _e180.wwww, vec4<bool>(true, false, false, false));
        let _e184 = r7_;
        let _e186 = r6_;
        if (_e184.xxxx.x >= _e186.xxxx.x) {
            break;
        }
    }
    let _e191 = r7_;
    let _e193 = r6_;
    let _e197 = r10_;
    r10_ = select(_e197, (_e191.xxxx + -(_e193.xxxx)), vec4<bool>(true, false, false, false));
    let _e199 = r6_;
    let _e203 = r10_;
    r10_ = select(_e203, (_e199.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(false, true, false, false));
    let _e206 = r8_;
    let _e208 = r10_;
    let _e212 = r10_;
    r10_ = select(_e212, (_e206.zzzz + -(_e208.yyyy)), vec4<bool>(false, true, false, false));
    let _e214 = r10_;
    let _e216 = r10_;
    let _e220 = r10_;
    r10_ = select(_e220, (_e214.xxxx + -(_e216.yyyy)), vec4<bool>(false, false, true, false));
    let _e222 = r10_;
    let _e228 = r10_;
    r10_ = select(_e228, vec4((1f / _e222.zzzz.x)), vec4<bool>(false, false, true, false));
    let _e230 = r10_;
    let _e232 = r10_;
    let _e236 = r10_;
    r10_ = select(_e236, saturate((_e230.xxxx * _e232.zzzz)), vec4<bool>(true, false, false, false));
    let _e238 = r10_;
    let _e240 = r8_;
    let _e241 = r5_;
    let _e243 = r11_;
    r11_ = select(_e243, mix(_e241, _e240, _e238.xxxx), vec4<bool>(true, true, false, false));
    let _e245 = r11_;
    r11_ = select(_e245, vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    let _e247 = r11_;
    let _e249 = r0_;
    let _e250 = r1_;
    let _e253 = textureSampleGrad(t0_, s0_, _e247.xy, _e249.xy, _e250.xy);
    r12_ = _e253;
    let _e254 = r11_;
    let _e256 = r0_;
    let _e257 = r1_;
    let _e260 = textureSampleGrad(t1_, s1_, _e254.xy, _e256.xy, _e257.xy);
    r13_ = _e260;
    let _e261 = v2_;
    let _e268 = r14_;
    r14_ = select(_e268, (_e261 * vec4(inverseSqrt(dot(_e261.xyz, _e261.xyz)))), vec4<bool>(true, true, true, false));
    let _e270 = r14_;
    let _e276 = r15_;
    r15_ = select(_e276, vec4((1f / _e270.zzzz.x)), vec4<bool>(true, false, false, false));
    let _e278 = r14_;
    let _e279 = r15_;
    let _e282 = r15_;
    r15_ = select(_e282, (_e278 * _e279.xxxx), vec4<bool>(true, true, false, false));
    let _e284 = r15_;
    let _e287 = r15_;
    r15_ = select(_e287, (_e284 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    let _e289 = r15_;
    let _e292 = r15_;
    r15_ = select(_e292, (_e289 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, true, false, false));
    let _e294 = r11_;
    r16_ = _e294;
    let _e295 = r12_;
    let _e297 = r17_;
    r17_ = select(_e297, _e295.wwww, vec4<bool>(true, false, false, false));
    let _e300 = r18_;
    r18_ = select(_e300, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    rep_count_1 = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e312 = rep_count_1;
        if (_e312 <= 0i) {
            break;
        }
        rep_count_1 = (_e312 - 1i);
        let _e317 = r16_;
        let _e318 = r15_;
        let _e320 = r16_;
        r16_ = select(_e320, (_e317 + _e318), vec4<bool>(true, true, false, false));
        let _e322 = r17_;
        let _e326 = r17_;
        r17_ = select(_e326, (_e322.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, false, false, false));
        let _e328 = r16_;
        let _e330 = r0_;
        let _e331 = r1_;
        let _e334 = textureSampleGrad(t0_, s0_, _e328.xy, _e330.xy, _e331.xy);
        r19_ = _e334;
        let _e335 = r19_;
        let _e337 = r17_;
        let _e341 = r19_;
        r19_ = select(_e341, (_e335.wwww + -(_e337.xxxx)), vec4<bool>(true, false, false, false));
        let _e343 = r19_;
        let _e350 = r19_;
        r19_ = select(_e350, select(vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<f32>(2f, -1f, 0f, 1f).zzzz, (_e343.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        let _e352 = r18_;
        let _e353 = _e352.xxxx;
        let _e354 = r19_;
        let _e355 = _e354.xxxx;
        let _e358 = r18_;
        r18_ = select(_e358, select(_e355, _e353, (_e353 < _e355)), vec4<bool>(true, false, false, false));
    }
    let _e360 = r12_;
    let _e365 = r12_;
    r12_ = select(_e365, ((_e360 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e367 = r12_;
    let _e374 = r20_;
    r20_ = select(_e374, (_e367 * vec4(inverseSqrt(dot(_e367.xyz, _e367.xyz)))), vec4<bool>(true, true, true, false));
    let _e376 = r20_;
    let _e377 = r14_;
    let _e383 = r21_;
    r21_ = select(_e383, saturate(vec4(dot(_e376.xyz, _e377.xyz))), vec4<bool>(true, false, false, false));
    let _e385 = r21_;
    let _e387 = r18_;
    let _e390 = r21_;
    r21_ = select(_e390, (_e385.xxxx * _e387.xxxx), vec4<bool>(true, false, false, false));
    let _e392 = r14_;
    let _e393 = r2_;
    let _e395 = r22_;
    r22_ = select(_e395, (_e392 + _e393), vec4<bool>(true, true, true, false));
    let _e397 = r22_;
    let _e404 = r23_;
    r23_ = select(_e404, (_e397 * vec4(inverseSqrt(dot(_e397.xyz, _e397.xyz)))), vec4<bool>(true, true, true, false));
    let _e406 = r20_;
    let _e407 = r23_;
    let _e413 = r21_;
    r21_ = select(_e413, saturate(vec4(dot(_e406.xyz, _e407.xyz))), vec4<bool>(false, true, false, false));
    let _e415 = r21_;
    let _e423 = r21_;
    r21_ = select(_e423, vec4(pow(abs(_e415.yyyy.x), vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).wwww.x)), vec4<bool>(false, false, true, false));
    let _e425 = r21_;
    let _e427 = r18_;
    let _e430 = r21_;
    r21_ = select(_e430, (_e425.zzzz * _e427.xxxx), vec4<bool>(false, false, true, false));
    let _e432 = r13_;
    let _e433 = r21_;
    let _e436 = r24_;
    r24_ = select(_e436, (_e432 * _e433.xxxx), vec4<bool>(true, true, true, false));
    let _e438 = r24_;
    let _e439 = r21_;
    let _e442 = r24_;
    r24_ = select(_e442, (_e438 + _e439.zzzz), vec4<bool>(true, true, true, false));
    let _e444 = r13_;
    let _e447 = consts.c[3];
    let _e448 = r24_;
    let _e451 = r24_;
    r24_ = select(_e451, ((_e444 * _e447) + _e448), vec4<bool>(true, true, true, false));
    let _e453 = r13_;
    let _e455 = r24_;
    r24_ = select(_e455, _e453.wwww, vec4<bool>(false, false, false, true));
    let _e458 = r24_;
    o0_ = _e458;
    let _e459 = o0_;
    return Output(_e459);
}
