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

    let _e68 = v0_;
    let _e70 = select(_e68, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e70;
    let _e72 = v1_;
    let _e74 = select(_e72, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e74;
    let _e76 = v2_;
    v2_ = select(_e76, in2_, vec4<bool>(true, true, true, false));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e78 = dpdx(_e70);
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e78, vec4<bool>(true, true, false, false));
    let _e80 = dpdy(_e70);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e80, vec4<bool>(true, true, false, false));
    let _e84 = dot(_e74.xyz, _e74.xyz);
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e74 * vec4(inverseSqrt(_e84))), vec4<f32>(0f, 0f, 0f, 0f), (_e84 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = _e91;
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e91.zzzz.x)), vec4<bool>(true, false, false, false));
    r3_ = _e98;
    let _e101 = select(_e98, (_e91 * _e98.xxxx), vec4<bool>(true, true, false, false));
    r3_ = _e101;
    let _e104 = select(_e101, (_e101 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    r3_ = _e104;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e104 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(true, true, false, false));
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), _e70, vec4<bool>(true, true, false, false));
    r5_ = _e108;
    let _e110 = select(_e108, vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    r5_ = _e110;
    r6_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    r7_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    let _e115 = select(vec4<f32>(0f, 0f, 0f, 0f), _e110, vec4<bool>(true, true, false, false));
    r8_ = _e115;
    r8_ = select(_e115, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, true, false));
    rep_count = clamp(vec4<i32>(24i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e126 = rep_count;
        if (_e126 <= 0i) {
            break;
        }
        rep_count = (_e126 - 1i);
        let _e130 = r5_;
        let _e131 = r8_;
        let _e132 = select(_e131, _e130, vec4<bool>(true, true, false, false));
        r8_ = _e132;
        let _e133 = r7_;
        r8_ = select(_e132, _e133.xxxx, vec4<bool>(false, false, true, false));
        let _e136 = r4_;
        let _e139 = select(_e130, (_e130 + -(_e136)), vec4<bool>(true, true, false, false));
        r5_ = _e139;
        let _e140 = r6_;
        let _e145 = select(_e140, (_e140.xxxx + -(vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx)), vec4<bool>(true, false, false, false));
        r6_ = _e145;
        let _e147 = r0_;
        let _e148 = r1_;
        let _e151 = textureSampleGrad(t0_, s0_, _e139.xy, _e147.xy, _e148.xy);
        r9_ = _e151;
        let _e153 = select(_e133, _e151.wwww, vec4<bool>(true, false, false, false));
        r7_ = _e153;
        if (_e153.xxxx.x >= _e145.xxxx.x) {
            break;
        }
    }
    let _e159 = r7_;
    let _e161 = r6_;
    let _e165 = r10_;
    let _e166 = select(_e165, (_e159.xxxx + -(_e161.xxxx)), vec4<bool>(true, false, false, false));
    r10_ = _e166;
    let _e171 = select(_e166, (_e161.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(false, true, false, false));
    r10_ = _e171;
    let _e172 = r8_;
    let _e177 = select(_e171, (_e172.zzzz + -(_e171.yyyy)), vec4<bool>(false, true, false, false));
    r10_ = _e177;
    let _e182 = select(_e177, (_e177.xxxx + -(_e177.yyyy)), vec4<bool>(false, false, true, false));
    r10_ = _e182;
    let _e187 = select(_e182, vec4((1f / _e182.zzzz.x)), vec4<bool>(false, false, true, false));
    r10_ = _e187;
    let _e192 = select(_e187, saturate((_e187.xxxx * _e187.zzzz)), vec4<bool>(true, false, false, false));
    r10_ = _e192;
    let _e194 = r5_;
    let _e196 = r11_;
    let _e197 = select(_e196, mix(_e194, _e172, _e192.xxxx), vec4<bool>(true, true, false, false));
    r11_ = _e197;
    let _e198 = select(_e197, vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    r11_ = _e198;
    let _e200 = r0_;
    let _e201 = r1_;
    let _e204 = textureSampleGrad(t0_, s0_, _e198.xy, _e200.xy, _e201.xy);
    r12_ = _e204;
    let _e208 = textureSampleGrad(t1_, s1_, _e198.xy, _e200.xy, _e201.xy);
    r13_ = _e208;
    let _e209 = v2_;
    let _e212 = dot(_e209.xyz, _e209.xyz);
    let _e218 = r14_;
    let _e219 = select(_e218, select((_e209 * vec4(inverseSqrt(_e212))), vec4<f32>(0f, 0f, 0f, 0f), (_e212 == 0f)), vec4<bool>(true, true, true, false));
    r14_ = _e219;
    let _e224 = r15_;
    let _e225 = select(_e224, vec4((1f / _e219.zzzz.x)), vec4<bool>(true, false, false, false));
    r15_ = _e225;
    let _e228 = select(_e225, (_e219 * _e225.xxxx), vec4<bool>(true, true, false, false));
    r15_ = _e228;
    let _e231 = select(_e228, (_e228 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    r15_ = _e231;
    r15_ = select(_e231, (_e231 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, true, false, false));
    r16_ = _e198;
    let _e236 = r17_;
    r17_ = select(_e236, _e204.wwww, vec4<bool>(true, false, false, false));
    let _e239 = r18_;
    r18_ = select(_e239, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    rep_count_1 = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e246 = rep_count_1;
        if (_e246 <= 0i) {
            break;
        }
        rep_count_1 = (_e246 - 1i);
        let _e249 = r16_;
        let _e250 = r15_;
        let _e252 = select(_e249, (_e249 + _e250), vec4<bool>(true, true, false, false));
        r16_ = _e252;
        let _e253 = r17_;
        let _e257 = select(_e253, (_e253.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, false, false, false));
        r17_ = _e257;
        let _e259 = r0_;
        let _e260 = r1_;
        let _e263 = textureSampleGrad(t0_, s0_, _e252.xy, _e259.xy, _e260.xy);
        r19_ = _e263;
        let _e268 = select(_e263, (_e263.wwww + -(_e257.xxxx)), vec4<bool>(true, false, false, false));
        r19_ = _e268;
        let _e274 = select(_e268, select(vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<f32>(2f, -1f, 0f, 1f).zzzz, (_e268.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        r19_ = _e274;
        let _e275 = r18_;
        let _e276 = _e275.xxxx;
        let _e277 = _e274.xxxx;
        r18_ = select(_e275, select(_e277, _e276, (_e276 < _e277)), vec4<bool>(true, false, false, false));
    }
    let _e281 = r12_;
    let _e286 = select(_e281, ((_e281 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r12_ = _e286;
    let _e289 = dot(_e286.xyz, _e286.xyz);
    let _e295 = r20_;
    let _e296 = select(_e295, select((_e286 * vec4(inverseSqrt(_e289))), vec4<f32>(0f, 0f, 0f, 0f), (_e289 == 0f)), vec4<bool>(true, true, true, false));
    r20_ = _e296;
    let _e297 = r14_;
    let _e303 = r21_;
    let _e304 = select(_e303, saturate(vec4(dot(_e296.xyz, _e297.xyz))), vec4<bool>(true, false, false, false));
    r21_ = _e304;
    let _e306 = r18_;
    let _e309 = select(_e304, (_e304.xxxx * _e306.xxxx), vec4<bool>(true, false, false, false));
    r21_ = _e309;
    let _e310 = r2_;
    let _e312 = r22_;
    let _e313 = select(_e312, (_e297 + _e310), vec4<bool>(true, true, true, false));
    r22_ = _e313;
    let _e316 = dot(_e313.xyz, _e313.xyz);
    let _e322 = r23_;
    let _e323 = select(_e322, select((_e313 * vec4(inverseSqrt(_e316))), vec4<f32>(0f, 0f, 0f, 0f), (_e316 == 0f)), vec4<bool>(true, true, true, false));
    r23_ = _e323;
    let _e329 = select(_e309, saturate(vec4(dot(_e296.xyz, _e323.xyz))), vec4<bool>(false, true, false, false));
    r21_ = _e329;
    let _e334 = abs(_e329.yyyy.x);
    let _e345 = select(_e329, vec4(min(select(select(pow(_e334, vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).wwww.x), 340282350000000000000000000000000000000f, ((_e334 == 0f) && (vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).wwww.x < 0f))), 1f, (vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    r21_ = _e345;
    let _e349 = select(_e345, (_e345.zzzz * _e306.xxxx), vec4<bool>(false, false, true, false));
    r21_ = _e349;
    let _e350 = r13_;
    let _e353 = r24_;
    let _e354 = select(_e353, (_e350 * _e349.xxxx), vec4<bool>(true, true, true, false));
    r24_ = _e354;
    let _e357 = select(_e354, (_e354 + _e349.zzzz), vec4<bool>(true, true, true, false));
    r24_ = _e357;
    let _e360 = consts.c[3];
    let _e363 = select(_e357, ((_e350 * _e360) + _e357), vec4<bool>(true, true, true, false));
    r24_ = _e363;
    let _e366 = select(_e363, _e350.wwww, vec4<bool>(false, false, false, true));
    r24_ = _e366;
    o0_ = _e366;
    return Output(_e366);
}
