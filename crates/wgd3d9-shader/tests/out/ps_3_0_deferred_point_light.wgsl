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
var t3_: texture_cube<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    var v10_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var r22_: vec4<f32> = vec4<f32>();
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
    var r20_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r21_: vec4<f32> = vec4<f32>();

    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e18 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e21 = consts.c[2];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e18 * _e21) + _e21.zwww), vec4<bool>(true, true, false, false));
    let _e28 = textureSample(t2_, s2_, _e26.xy);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e17 * _e28.xxxx), vec4<bool>(true, true, true, false));
    let _e34 = consts.c[3];
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e34 + -(_e31)), vec4<bool>(true, true, true, false));
    let _e43 = select(_e37, vec4(dot(_e37.xyz, _e37.xyz)), vec4<bool>(false, false, false, true));
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e43.wwww.x))), vec4<bool>(true, false, false, false));
    let _e57 = select(_e50, vec4((1f / _e50.xxxx.x)), vec4<bool>(false, true, false, false));
    let _e62 = select(_e57, (_e57.yyyy * _e34.wwww), vec4<bool>(false, false, true, false));
    let _e68 = select(_e62, saturate((vec4<f32>(0.5f, 4f, 2f, 1f).wwww + -(_e62.zzzz))), vec4<bool>(false, false, true, false));
    let _e72 = select(_e68, (_e68.zzzz * _e68.zzzz), vec4<bool>(false, false, true, false));
    let _e74 = textureSample(t0_, s0_, _e26.xy);
    let _e76 = textureSample(t1_, s1_, _e26.xy);
    v10_ = frag_coord;
    v0_ = _e17;
    r22_ = _e18;
    r0_ = _e21;
    r1_ = _e26;
    r2_ = _e28;
    r3_ = _e31;
    r4_ = _e43;
    r5_ = _e72;
    r6_ = _e74;
    r7_ = _e76;
    r8_ = vec4<f32>(0f, 0f, 0f, 0f);
    if (_e72.zzzz.x > vec4<f32>(0f, 0f, 0f, 0f).xxxx.x) {
        let _e94 = r7_;
        let _e101 = r9_;
        let _e102 = select(_e101, ((_e94 * vec4<f32>(0.5f, 4f, 2f, 1f).yyyy) + -(vec4<f32>(0.5f, 4f, 2f, 1f).zzzz)), vec4<bool>(true, true, false, false));
        let _e110 = select(_e102, vec4((dot(_e102.xy, _e102.xy) + vec4<f32>(0f, 0f, 0f, 0f).xxxx.x)), vec4<bool>(false, false, true, false));
        let _e116 = r10_;
        let _e117 = select(_e116, (_e110.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)), vec4<bool>(true, false, false, false));
        let _e123 = select(_e117, ((_e117.xxxx * vec4<f32>(0.5f, 4f, 2f, 1f).xxxx) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(true, false, false, false));
        let _e129 = select(_e123, vec4(inverseSqrt(abs(_e123.xxxx.x))), vec4<bool>(false, true, false, false));
        let _e134 = select(_e129, vec4((1f / _e129.yyyy.x)), vec4<bool>(false, true, false, false));
        let _e138 = r11_;
        let _e146 = select(select(_e138, (_e110 * _e134.yyyy), vec4<bool>(true, true, false, false)), ((_e110.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(false, false, true, false));
        let _e149 = dot(_e146.xyz, _e146.xyz);
        let _e157 = r12_;
        let _e158 = select(_e157, select((_e146 * vec4(inverseSqrt(_e149))), vec4<f32>(0f, 0f, 0f, 0f), (_e149 == 0f)), vec4<bool>(true, true, true, false));
        let _e159 = r4_;
        let _e160 = r5_;
        let _e164 = r13_;
        let _e165 = select(_e164, (_e159 * _e160.xxxx), vec4<bool>(true, true, true, false));
        let _e172 = r14_;
        let _e174 = r3_;
        let _e175 = -(_e174);
        let _e178 = dot(_e175.xyz, _e175.xyz);
        let _e185 = r15_;
        let _e186 = select(_e185, select((_e175 * vec4(inverseSqrt(_e178))), vec4<f32>(0f, 0f, 0f, 0f), (_e178 == 0f)), vec4<bool>(true, true, true, false));
        let _e189 = r16_;
        let _e190 = select(_e189, (_e165 + _e186), vec4<bool>(true, true, true, false));
        let _e193 = dot(_e190.xyz, _e190.xyz);
        let _e200 = r17_;
        let _e201 = select(_e200, select((_e190 * vec4(inverseSqrt(_e193))), vec4<f32>(0f, 0f, 0f, 0f), (_e193 == 0f)), vec4<bool>(true, true, true, false));
        let _e207 = select(select(_e172, saturate(vec4(dot(_e158.xyz, _e165.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e158.xyz, _e201.xyz))), vec4<bool>(false, true, false, false));
        let _e212 = consts.c[5];
        let _e215 = abs(_e207.yyyy.x);
        let _e226 = select(_e207, vec4(min(select(select(pow(_e215, _e212.xxxx.x), 340282350000000000000000000000000000000f, ((_e215 == 0f) && (_e212.xxxx.x < 0f))), 1f, (_e212.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e230 = select(_e226, (_e226.zzzz * _e94.zzzz), vec4<bool>(false, false, true, false));
        let _e234 = consts.c[6];
        let _e240 = r18_;
        let _e241 = select(_e240, vec4(dot(-(_e165).xyz, _e234.xyz)), vec4<bool>(true, false, false, false));
        let _e246 = select(_e241, (_e241.xxxx + -(_e212.yyyy)), vec4<bool>(true, false, false, false));
        let _e251 = select(_e246, saturate((_e246.xxxx * _e212.zzzz)), vec4<bool>(true, false, false, false));
        let _e255 = consts.c[7];
        let _e261 = r20_;
        let _e266 = consts.c[8];
        let _e275 = consts.c[9];
        let _e282 = select(select(select(select(_e261, vec4(dot(-(_e159).xyz, _e255.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(-(_e159).xyz, _e266.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(-(_e159).xyz, _e275.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
        let _e285 = textureSampleLevel(t3_, s3_, _e282.xyz, _e282.w);
        let _e289 = select(_e285, (_e285.xxxx + _e212.wwww), vec4<bool>(true, false, false, false));
        let _e294 = select(_e289, (_e289.xxxx + -(_e160.yyyy)), vec4<bool>(true, false, false, false));
        let _e297 = r8_;
        let _e301 = select(_e294, select(_e297.xxxx, vec4<f32>(0.5f, 4f, 2f, 1f).wwww, (_e294.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        let _e305 = select(_e251, (_e251.xxxx * _e301.xxxx), vec4<bool>(true, false, false, false));
        let _e309 = select(_e160, (_e160.zzzz * _e305.xxxx), vec4<bool>(false, false, true, false));
        let _e313 = select(_e230, (_e230 * _e309.zzzz), vec4<bool>(true, false, true, false));
        let _e314 = r6_;
        let _e317 = select(_e297, (_e314 * _e313.xxxx), vec4<bool>(true, true, true, false));
        let _e320 = select(_e317, (_e317 + _e313.zzzz), vec4<bool>(true, true, true, false));
        let _e323 = consts.c[4];
        r9_ = _e110;
        r10_ = _e134;
        r11_ = _e146;
        r12_ = _e158;
        r13_ = _e165;
        r14_ = _e313;
        r15_ = _e186;
        r16_ = _e190;
        r17_ = _e201;
        r18_ = _e305;
        r19_ = _e212;
        r20_ = _e282;
        r21_ = _e301;
        r5_ = _e309;
        r8_ = select(_e320, (_e320 * _e323), vec4<bool>(true, true, true, false));
    }
    let _e328 = r8_;
    return Output(_e328);
}
