struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
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

    let _e4 = imm.ps;
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e21 = dpdx(_e15);
    let _e23 = dpdy(_e15);
    let _e27 = dot(_e18.xyz, _e18.xyz);
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e18 * vec4(inverseSqrt(_e27))), vec4<f32>(0f, 0f, 0f, 0f), (_e27 == 0f)), vec4<bool>(true, true, true, false));
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e34.z)), vec4<bool>(true, false, false, false));
    let _e43 = select(_e40, (_e34 * _e40.xxxx), vec4<bool>(true, true, false, false));
    let _e46 = select(_e43, (_e43 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    let _e52 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e15, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    rep_count = clamp(vec4<i32>(24i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = _e15;
    v1_ = _e18;
    v2_ = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e21, vec4<bool>(true, true, false, false));
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e23, vec4<bool>(true, true, false, false));
    r2_ = _e34;
    r3_ = _e46;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e46 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(true, true, false, false));
    r5_ = _e52;
    r6_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    r7_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    r8_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e52, vec4<bool>(true, true, false, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, true, false));
    loop {
        let _e80 = rep_count;
        if (_e80 <= 0i) {
            break;
        }
        rep_count = (_e80 - 1i);
        let _e84 = r5_;
        let _e85 = r8_;
        let _e87 = r7_;
        let _e90 = r4_;
        let _e93 = select(_e84, (_e84 + -(_e90)), vec4<bool>(true, true, false, false));
        let _e94 = r6_;
        let _e99 = select(_e94, (_e94.xxxx + -(vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx)), vec4<bool>(true, false, false, false));
        let _e101 = r0_;
        let _e102 = r1_;
        let _e105 = textureSampleGrad(t0_, s0_, _e93.xy, _e101.xy, _e102.xy);
        let _e107 = select(_e87, _e105.wwww, vec4<bool>(true, false, false, false));
        r8_ = select(select(_e85, _e84, vec4<bool>(true, true, false, false)), _e87.xxxx, vec4<bool>(false, false, true, false));
        r5_ = _e93;
        r6_ = _e99;
        r9_ = _e105;
        r7_ = _e107;
        if (_e107.xxxx.x >= _e99.xxxx.x) {
            break;
        }
    }
    let _e114 = r7_;
    let _e116 = r6_;
    let _e121 = r10_;
    let _e127 = select(select(_e121, (_e114.xxxx + -(_e116.xxxx)), vec4<bool>(true, false, false, false)), (_e116.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(false, true, false, false));
    let _e128 = r8_;
    let _e133 = select(_e127, (_e128.zzzz + -(_e127.yyyy)), vec4<bool>(false, true, false, false));
    let _e138 = select(_e133, (_e133.xxxx + -(_e133.yyyy)), vec4<bool>(false, false, true, false));
    let _e142 = select(_e138, vec4((1f / _e138.z)), vec4<bool>(false, false, true, false));
    let _e147 = select(_e142, saturate((_e142.xxxx * _e142.zzzz)), vec4<bool>(true, false, false, false));
    let _e149 = r5_;
    let _e152 = r11_;
    let _e154 = select(select(_e152, mix(_e149, _e128, _e147.xxxx), vec4<bool>(true, true, false, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    let _e156 = r0_;
    let _e157 = r1_;
    let _e160 = textureSampleGrad(t0_, s0_, _e154.xy, _e156.xy, _e157.xy);
    let _e164 = textureSampleGrad(t1_, s1_, _e154.xy, _e156.xy, _e157.xy);
    let _e165 = v2_;
    let _e168 = dot(_e165.xyz, _e165.xyz);
    let _e175 = r14_;
    let _e176 = select(_e175, select((_e165 * vec4(inverseSqrt(_e168))), vec4<f32>(0f, 0f, 0f, 0f), (_e168 == 0f)), vec4<bool>(true, true, true, false));
    let _e181 = r15_;
    let _e182 = select(_e181, vec4((1f / _e176.z)), vec4<bool>(true, false, false, false));
    let _e185 = select(_e182, (_e176 * _e182.xxxx), vec4<bool>(true, true, false, false));
    let _e188 = select(_e185, (_e185 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    let _e194 = r17_;
    let _e198 = r18_;
    rep_count_1 = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    r10_ = _e147;
    r11_ = _e154;
    r12_ = _e160;
    r13_ = _e164;
    r14_ = _e176;
    r15_ = select(_e188, (_e188 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, true, false, false));
    r16_ = _e154;
    r17_ = select(_e194, _e160.wwww, vec4<bool>(true, false, false, false));
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
    let _e299 = abs(_e296.y);
    let _e310 = select(_e296, vec4(min(select(select(pow(_e299, vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).w), 340282350000000000000000000000000000000f, ((_e299 == 0f) && (vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).w < 0f))), 1f, (vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e314 = select(_e310, (_e310.zzzz * _e271.xxxx), vec4<bool>(false, false, true, false));
    let _e315 = r13_;
    let _e319 = r24_;
    let _e320 = select(_e319, (_e315 * _e314.xxxx), vec4<bool>(true, true, true, false));
    let _e323 = select(_e320, (_e320 + _e314.zzzz), vec4<bool>(true, true, true, false));
    let _e327 = consts[(_e4 + 3u)];
    return Output(select(select(_e323, ((_e315 * bitcast<vec4<f32>>(_e327)) + _e323), vec4<bool>(true, true, true, false)), _e315.wwww, vec4<bool>(false, false, false, true)));
}
