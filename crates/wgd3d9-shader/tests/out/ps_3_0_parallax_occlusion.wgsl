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
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e74 * vec4(inverseSqrt(dot(_e74.xyz, _e74.xyz)))), vec4<bool>(true, true, true, false));
    r2_ = _e88;
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e88.zzzz.x)), vec4<bool>(true, false, false, false));
    r3_ = _e95;
    let _e98 = select(_e95, (_e88 * _e95.xxxx), vec4<bool>(true, true, false, false));
    r3_ = _e98;
    let _e101 = select(_e98, (_e98 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    r3_ = _e101;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e101 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(true, true, false, false));
    let _e105 = select(vec4<f32>(0f, 0f, 0f, 0f), _e70, vec4<bool>(true, true, false, false));
    r5_ = _e105;
    let _e107 = select(_e105, vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    r5_ = _e107;
    r6_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    r7_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), _e107, vec4<bool>(true, true, false, false));
    r8_ = _e112;
    r8_ = select(_e112, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, true, false));
    rep_count = clamp(vec4<i32>(24i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e123 = rep_count;
        if (_e123 <= 0i) {
            break;
        }
        rep_count = (_e123 - 1i);
        let _e127 = r5_;
        let _e128 = r8_;
        let _e129 = select(_e128, _e127, vec4<bool>(true, true, false, false));
        r8_ = _e129;
        let _e130 = r7_;
        r8_ = select(_e129, _e130.xxxx, vec4<bool>(false, false, true, false));
        let _e133 = r4_;
        let _e136 = select(_e127, (_e127 + -(_e133)), vec4<bool>(true, true, false, false));
        r5_ = _e136;
        let _e137 = r6_;
        let _e142 = select(_e137, (_e137.xxxx + -(vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx)), vec4<bool>(true, false, false, false));
        r6_ = _e142;
        let _e144 = r0_;
        let _e145 = r1_;
        let _e148 = textureSampleGrad(t0_, s0_, _e136.xy, _e144.xy, _e145.xy);
        r9_ = _e148;
        let _e150 = select(_e130, _e148.wwww, vec4<bool>(true, false, false, false));
        r7_ = _e150;
        if (_e150.xxxx.x >= _e142.xxxx.x) {
            break;
        }
    }
    let _e156 = r7_;
    let _e158 = r6_;
    let _e162 = r10_;
    let _e163 = select(_e162, (_e156.xxxx + -(_e158.xxxx)), vec4<bool>(true, false, false, false));
    r10_ = _e163;
    let _e168 = select(_e163, (_e158.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(false, true, false, false));
    r10_ = _e168;
    let _e169 = r8_;
    let _e174 = select(_e168, (_e169.zzzz + -(_e168.yyyy)), vec4<bool>(false, true, false, false));
    r10_ = _e174;
    let _e179 = select(_e174, (_e174.xxxx + -(_e174.yyyy)), vec4<bool>(false, false, true, false));
    r10_ = _e179;
    let _e184 = select(_e179, vec4((1f / _e179.zzzz.x)), vec4<bool>(false, false, true, false));
    r10_ = _e184;
    let _e189 = select(_e184, saturate((_e184.xxxx * _e184.zzzz)), vec4<bool>(true, false, false, false));
    r10_ = _e189;
    let _e191 = r5_;
    let _e193 = r11_;
    let _e194 = select(_e193, mix(_e191, _e169, _e189.xxxx), vec4<bool>(true, true, false, false));
    r11_ = _e194;
    let _e195 = select(_e194, vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    r11_ = _e195;
    let _e197 = r0_;
    let _e198 = r1_;
    let _e201 = textureSampleGrad(t0_, s0_, _e195.xy, _e197.xy, _e198.xy);
    r12_ = _e201;
    let _e205 = textureSampleGrad(t1_, s1_, _e195.xy, _e197.xy, _e198.xy);
    r13_ = _e205;
    let _e206 = v2_;
    let _e213 = r14_;
    let _e214 = select(_e213, (_e206 * vec4(inverseSqrt(dot(_e206.xyz, _e206.xyz)))), vec4<bool>(true, true, true, false));
    r14_ = _e214;
    let _e219 = r15_;
    let _e220 = select(_e219, vec4((1f / _e214.zzzz.x)), vec4<bool>(true, false, false, false));
    r15_ = _e220;
    let _e223 = select(_e220, (_e214 * _e220.xxxx), vec4<bool>(true, true, false, false));
    r15_ = _e223;
    let _e226 = select(_e223, (_e223 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    r15_ = _e226;
    r15_ = select(_e226, (_e226 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, true, false, false));
    r16_ = _e195;
    let _e231 = r17_;
    r17_ = select(_e231, _e201.wwww, vec4<bool>(true, false, false, false));
    let _e234 = r18_;
    r18_ = select(_e234, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    rep_count_1 = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e241 = rep_count_1;
        if (_e241 <= 0i) {
            break;
        }
        rep_count_1 = (_e241 - 1i);
        let _e244 = r16_;
        let _e245 = r15_;
        let _e247 = select(_e244, (_e244 + _e245), vec4<bool>(true, true, false, false));
        r16_ = _e247;
        let _e248 = r17_;
        let _e252 = select(_e248, (_e248.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, false, false, false));
        r17_ = _e252;
        let _e254 = r0_;
        let _e255 = r1_;
        let _e258 = textureSampleGrad(t0_, s0_, _e247.xy, _e254.xy, _e255.xy);
        r19_ = _e258;
        let _e263 = select(_e258, (_e258.wwww + -(_e252.xxxx)), vec4<bool>(true, false, false, false));
        r19_ = _e263;
        let _e269 = select(_e263, select(vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<f32>(2f, -1f, 0f, 1f).zzzz, (_e263.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        r19_ = _e269;
        let _e270 = r18_;
        let _e271 = _e270.xxxx;
        let _e272 = _e269.xxxx;
        r18_ = select(_e270, select(_e272, _e271, (_e271 < _e272)), vec4<bool>(true, false, false, false));
    }
    let _e276 = r12_;
    let _e281 = select(_e276, ((_e276 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r12_ = _e281;
    let _e288 = r20_;
    let _e289 = select(_e288, (_e281 * vec4(inverseSqrt(dot(_e281.xyz, _e281.xyz)))), vec4<bool>(true, true, true, false));
    r20_ = _e289;
    let _e290 = r14_;
    let _e296 = r21_;
    let _e297 = select(_e296, saturate(vec4(dot(_e289.xyz, _e290.xyz))), vec4<bool>(true, false, false, false));
    r21_ = _e297;
    let _e299 = r18_;
    let _e302 = select(_e297, (_e297.xxxx * _e299.xxxx), vec4<bool>(true, false, false, false));
    r21_ = _e302;
    let _e303 = r2_;
    let _e305 = r22_;
    let _e306 = select(_e305, (_e290 + _e303), vec4<bool>(true, true, true, false));
    r22_ = _e306;
    let _e313 = r23_;
    let _e314 = select(_e313, (_e306 * vec4(inverseSqrt(dot(_e306.xyz, _e306.xyz)))), vec4<bool>(true, true, true, false));
    r23_ = _e314;
    let _e320 = select(_e302, saturate(vec4(dot(_e289.xyz, _e314.xyz))), vec4<bool>(false, true, false, false));
    r21_ = _e320;
    let _e328 = select(_e320, vec4(pow(abs(_e320.yyyy.x), vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).wwww.x)), vec4<bool>(false, false, true, false));
    r21_ = _e328;
    let _e332 = select(_e328, (_e328.zzzz * _e299.xxxx), vec4<bool>(false, false, true, false));
    r21_ = _e332;
    let _e333 = r13_;
    let _e336 = r24_;
    let _e337 = select(_e336, (_e333 * _e332.xxxx), vec4<bool>(true, true, true, false));
    r24_ = _e337;
    let _e340 = select(_e337, (_e337 + _e332.zzzz), vec4<bool>(true, true, true, false));
    r24_ = _e340;
    let _e343 = consts.c[3];
    let _e346 = select(_e340, ((_e333 * _e343) + _e340), vec4<bool>(true, true, true, false));
    r24_ = _e346;
    let _e349 = select(_e346, _e333.wwww, vec4<bool>(false, false, false, true));
    r24_ = _e349;
    o0_ = _e349;
    return Output(_e349);
}
