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
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
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
    var r14_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var rep_count_1: i32;
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r20_: vec4<f32> = vec4<f32>();
    var r21_: vec4<f32> = vec4<f32>();
    var r22_: vec4<f32> = vec4<f32>();
    var r23_: vec4<f32> = vec4<f32>();
    var r24_: vec4<f32> = vec4<f32>();

    let _e12 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e18 = dpdx(_e12);
    let _e20 = dpdy(_e12);
    let _e24 = dot(_e15.xyz, _e15.xyz);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e15 * vec4(inverseSqrt(_e24))), vec4<f32>(0f, 0f, 0f, 0f), (_e24 == 0f)), vec4<bool>(true, true, true, false));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e31.zzzz.x)), vec4<bool>(true, false, false, false));
    let _e41 = select(_e38, (_e31 * _e38.xxxx), vec4<bool>(true, true, false, false));
    let _e44 = select(_e41, (_e41 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    let _e50 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e12, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    rep_count = clamp(vec4<i32>(24i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = _e12;
    v1_ = _e15;
    v2_ = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e18, vec4<bool>(true, true, false, false));
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e20, vec4<bool>(true, true, false, false));
    r2_ = _e31;
    r3_ = _e44;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e44 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(true, true, false, false));
    r5_ = _e50;
    r6_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    r7_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    r8_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e50, vec4<bool>(true, true, false, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, true, false));
    loop {
        let _e78 = rep_count;
        if (_e78 <= 0i) {
            break;
        }
        rep_count = (_e78 - 1i);
        let _e82 = r5_;
        let _e83 = r8_;
        let _e85 = r7_;
        let _e88 = r4_;
        let _e91 = select(_e82, (_e82 + -(_e88)), vec4<bool>(true, true, false, false));
        let _e92 = r6_;
        let _e97 = select(_e92, (_e92.xxxx + -(vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx)), vec4<bool>(true, false, false, false));
        let _e99 = r0_;
        let _e100 = r1_;
        let _e103 = textureSampleGrad(t0_, s0_, _e91.xy, _e99.xy, _e100.xy);
        let _e105 = select(_e85, _e103.wwww, vec4<bool>(true, false, false, false));
        r8_ = select(select(_e83, _e82, vec4<bool>(true, true, false, false)), _e85.xxxx, vec4<bool>(false, false, true, false));
        r5_ = _e91;
        r6_ = _e97;
        r9_ = _e103;
        r7_ = _e105;
        if (_e105.xxxx.x >= _e97.xxxx.x) {
            break;
        }
    }
    let _e112 = r7_;
    let _e114 = r6_;
    let _e119 = r10_;
    let _e125 = select(select(_e119, (_e112.xxxx + -(_e114.xxxx)), vec4<bool>(true, false, false, false)), (_e114.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(false, true, false, false));
    let _e126 = r8_;
    let _e131 = select(_e125, (_e126.zzzz + -(_e125.yyyy)), vec4<bool>(false, true, false, false));
    let _e136 = select(_e131, (_e131.xxxx + -(_e131.yyyy)), vec4<bool>(false, false, true, false));
    let _e141 = select(_e136, vec4((1f / _e136.zzzz.x)), vec4<bool>(false, false, true, false));
    let _e146 = select(_e141, saturate((_e141.xxxx * _e141.zzzz)), vec4<bool>(true, false, false, false));
    let _e148 = r5_;
    let _e151 = r11_;
    let _e153 = select(select(_e151, mix(_e148, _e126, _e146.xxxx), vec4<bool>(true, true, false, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    let _e155 = r0_;
    let _e156 = r1_;
    let _e159 = textureSampleGrad(t0_, s0_, _e153.xy, _e155.xy, _e156.xy);
    let _e163 = textureSampleGrad(t1_, s1_, _e153.xy, _e155.xy, _e156.xy);
    let _e164 = v2_;
    let _e167 = dot(_e164.xyz, _e164.xyz);
    let _e174 = r14_;
    let _e175 = select(_e174, select((_e164 * vec4(inverseSqrt(_e167))), vec4<f32>(0f, 0f, 0f, 0f), (_e167 == 0f)), vec4<bool>(true, true, true, false));
    let _e181 = r15_;
    let _e182 = select(_e181, vec4((1f / _e175.zzzz.x)), vec4<bool>(true, false, false, false));
    let _e185 = select(_e182, (_e175 * _e182.xxxx), vec4<bool>(true, true, false, false));
    let _e188 = select(_e185, (_e185 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    let _e194 = r17_;
    let _e198 = r18_;
    rep_count_1 = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    r10_ = _e146;
    r11_ = _e153;
    r12_ = _e159;
    r13_ = _e163;
    r14_ = _e175;
    r15_ = select(_e188, (_e188 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, true, false, false));
    r16_ = _e153;
    r17_ = select(_e194, _e159.wwww, vec4<bool>(true, false, false, false));
    r18_ = select(_e198, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    loop {
        let _e208 = rep_count_1;
        if (_e208 <= 0i) {
            break;
        }
        rep_count_1 = (_e208 - 1i);
        let _e211 = r16_;
        let _e212 = r15_;
        let _e214 = select(_e211, (_e211 + _e212), vec4<bool>(true, true, false, false));
        let _e215 = r17_;
        let _e219 = select(_e215, (_e215.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, false, false, false));
        let _e221 = r0_;
        let _e222 = r1_;
        let _e225 = textureSampleGrad(t0_, s0_, _e214.xy, _e221.xy, _e222.xy);
        let _e230 = select(_e225, (_e225.wwww + -(_e219.xxxx)), vec4<bool>(true, false, false, false));
        let _e236 = select(_e230, select(vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<f32>(2f, -1f, 0f, 1f).zzzz, (_e230.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        let _e237 = r18_;
        let _e238 = _e237.xxxx;
        let _e239 = _e236.xxxx;
        r16_ = _e214;
        r17_ = _e219;
        r19_ = _e236;
        r18_ = select(_e237, select(_e239, _e238, (_e238 < _e239)), vec4<bool>(true, false, false, false));
    }
    let _e244 = r12_;
    let _e249 = select(_e244, ((_e244 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e252 = dot(_e249.xyz, _e249.xyz);
    let _e259 = r20_;
    let _e260 = select(_e259, select((_e249 * vec4(inverseSqrt(_e252))), vec4<f32>(0f, 0f, 0f, 0f), (_e252 == 0f)), vec4<bool>(true, true, true, false));
    let _e261 = r14_;
    let _e268 = r21_;
    let _e269 = select(_e268, saturate(vec4(dot(_e260.xyz, _e261.xyz))), vec4<bool>(true, false, false, false));
    let _e271 = r18_;
    let _e275 = r2_;
    let _e278 = r22_;
    let _e279 = select(_e278, (_e261 + _e275), vec4<bool>(true, true, true, false));
    let _e282 = dot(_e279.xyz, _e279.xyz);
    let _e289 = r23_;
    let _e296 = select(select(_e269, (_e269.xxxx * _e271.xxxx), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e260.xyz, select(_e289, select((_e279 * vec4(inverseSqrt(_e282))), vec4<f32>(0f, 0f, 0f, 0f), (_e282 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e301 = abs(_e296.yyyy.x);
    let _e312 = select(_e296, vec4(min(select(select(pow(_e301, vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).wwww.x), 340282350000000000000000000000000000000f, ((_e301 == 0f) && (vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).wwww.x < 0f))), 1f, (vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e316 = select(_e312, (_e312.zzzz * _e271.xxxx), vec4<bool>(false, false, true, false));
    let _e317 = r13_;
    let _e321 = r24_;
    let _e322 = select(_e321, (_e317 * _e316.xxxx), vec4<bool>(true, true, true, false));
    let _e325 = select(_e322, (_e322 + _e316.zzzz), vec4<bool>(true, true, true, false));
    let _e328 = consts.c[3];
    return Output(select(select(_e325, ((_e317 * _e328) + _e325), vec4<bool>(true, true, true, false)), _e317.wwww, vec4<bool>(false, false, false, true)));
}
