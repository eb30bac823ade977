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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();
    var v10_: vec4<f32> = vec4<f32>();

    v10_ = frag_coord;
    let _e85 = v0_;
    let _e87 = select(_e85, in0_, vec4<bool>(true, true, true, false));
    v0_ = _e87;
    let _e88 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    r22_ = _e88;
    let _e91 = consts.c[2];
    r0_ = _e91;
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e88 * _e91) + _e91.zwww), vec4<bool>(true, true, false, false));
    r1_ = _e96;
    let _e98 = textureSample(t2_, s2_, _e96.xy);
    r2_ = _e98;
    let _e101 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e87 * _e98.xxxx), vec4<bool>(true, true, true, false));
    r3_ = _e101;
    let _e104 = consts.c[3];
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e104 + -(_e101)), vec4<bool>(true, true, true, false));
    r4_ = _e107;
    let _e113 = select(_e107, vec4(dot(_e107.xyz, _e107.xyz)), vec4<bool>(false, false, false, true));
    r4_ = _e113;
    let _e120 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e113.wwww.x))), vec4<bool>(true, false, false, false));
    r5_ = _e120;
    let _e127 = select(_e120, vec4((1f / _e120.xxxx.x)), vec4<bool>(false, true, false, false));
    r5_ = _e127;
    let _e132 = select(_e127, (_e127.yyyy * _e104.wwww), vec4<bool>(false, false, true, false));
    r5_ = _e132;
    let _e138 = select(_e132, saturate((vec4<f32>(0.5f, 4f, 2f, 1f).wwww + -(_e132.zzzz))), vec4<bool>(false, false, true, false));
    r5_ = _e138;
    let _e142 = select(_e138, (_e138.zzzz * _e138.zzzz), vec4<bool>(false, false, true, false));
    r5_ = _e142;
    let _e144 = textureSample(t0_, s0_, _e96.xy);
    r6_ = _e144;
    let _e146 = textureSample(t1_, s1_, _e96.xy);
    r7_ = _e146;
    r8_ = vec4<f32>(0f, 0f, 0f, 0f);
    if (_e142.zzzz.x > vec4<f32>(0f, 0f, 0f, 0f).xxxx.x) {
        let _e152 = r7_;
        let _e158 = r9_;
        let _e159 = select(_e158, ((_e152 * vec4<f32>(0.5f, 4f, 2f, 1f).yyyy) + -(vec4<f32>(0.5f, 4f, 2f, 1f).zzzz)), vec4<bool>(true, true, false, false));
        r9_ = _e159;
        let _e167 = select(_e159, vec4((dot(_e159.xy, _e159.xy) + vec4<f32>(0f, 0f, 0f, 0f).xxxx.x)), vec4<bool>(false, false, true, false));
        r9_ = _e167;
        let _e172 = r10_;
        let _e173 = select(_e172, (_e167.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)), vec4<bool>(true, false, false, false));
        r10_ = _e173;
        let _e179 = select(_e173, ((_e173.xxxx * vec4<f32>(0.5f, 4f, 2f, 1f).xxxx) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(true, false, false, false));
        r10_ = _e179;
        let _e185 = select(_e179, vec4(inverseSqrt(abs(_e179.xxxx.x))), vec4<bool>(false, true, false, false));
        r10_ = _e185;
        let _e190 = select(_e185, vec4((1f / _e185.yyyy.x)), vec4<bool>(false, true, false, false));
        r10_ = _e190;
        let _e193 = r11_;
        let _e194 = select(_e193, (_e167 * _e190.yyyy), vec4<bool>(true, true, false, false));
        r11_ = _e194;
        let _e201 = select(_e194, ((_e167.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(false, false, true, false));
        r11_ = _e201;
        let _e204 = dot(_e201.xyz, _e201.xyz);
        let _e211 = r12_;
        let _e212 = select(_e211, select((_e201 * vec4(inverseSqrt(_e204))), vec4<f32>(0f, 0f, 0f, 0f), (_e204 == 0f)), vec4<bool>(true, true, true, false));
        r12_ = _e212;
        let _e213 = r4_;
        let _e214 = r5_;
        let _e217 = r13_;
        let _e218 = select(_e217, (_e213 * _e214.xxxx), vec4<bool>(true, true, true, false));
        r13_ = _e218;
        let _e224 = r14_;
        let _e225 = select(_e224, saturate(vec4(dot(_e212.xyz, _e218.xyz))), vec4<bool>(true, false, false, false));
        r14_ = _e225;
        let _e226 = r3_;
        let _e227 = -(_e226);
        let _e230 = dot(_e227.xyz, _e227.xyz);
        let _e236 = r15_;
        let _e237 = select(_e236, select((_e227 * vec4(inverseSqrt(_e230))), vec4<f32>(0f, 0f, 0f, 0f), (_e230 == 0f)), vec4<bool>(true, true, true, false));
        r15_ = _e237;
        let _e239 = r16_;
        let _e240 = select(_e239, (_e218 + _e237), vec4<bool>(true, true, true, false));
        r16_ = _e240;
        let _e243 = dot(_e240.xyz, _e240.xyz);
        let _e249 = r17_;
        let _e250 = select(_e249, select((_e240 * vec4(inverseSqrt(_e243))), vec4<f32>(0f, 0f, 0f, 0f), (_e243 == 0f)), vec4<bool>(true, true, true, false));
        r17_ = _e250;
        let _e256 = select(_e225, saturate(vec4(dot(_e212.xyz, _e250.xyz))), vec4<bool>(false, true, false, false));
        r14_ = _e256;
        let _e261 = consts.c[5];
        let _e264 = abs(_e256.yyyy.x);
        let _e275 = select(_e256, vec4(min(select(select(pow(_e264, _e261.xxxx.x), 340282350000000000000000000000000000000f, ((_e264 == 0f) && (_e261.xxxx.x < 0f))), 1f, (_e261.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        r14_ = _e275;
        let _e279 = select(_e275, (_e275.zzzz * _e152.zzzz), vec4<bool>(false, false, true, false));
        r14_ = _e279;
        let _e283 = consts.c[6];
        let _e288 = r18_;
        let _e289 = select(_e288, vec4(dot(-(_e218).xyz, _e283.xyz)), vec4<bool>(true, false, false, false));
        r18_ = _e289;
        r19_ = _e261;
        let _e294 = select(_e289, (_e289.xxxx + -(_e261.yyyy)), vec4<bool>(true, false, false, false));
        r18_ = _e294;
        let _e299 = select(_e294, saturate((_e294.xxxx * _e261.zzzz)), vec4<bool>(true, false, false, false));
        r18_ = _e299;
        let _e303 = consts.c[7];
        let _e308 = r20_;
        let _e309 = select(_e308, vec4(dot(-(_e213).xyz, _e303.xyz)), vec4<bool>(true, false, false, false));
        r20_ = _e309;
        let _e313 = consts.c[8];
        let _e318 = select(_e309, vec4(dot(-(_e213).xyz, _e313.xyz)), vec4<bool>(false, true, false, false));
        r20_ = _e318;
        let _e322 = consts.c[9];
        let _e327 = select(_e318, vec4(dot(-(_e213).xyz, _e322.xyz)), vec4<bool>(false, false, true, false));
        r20_ = _e327;
        let _e329 = select(_e327, vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
        r20_ = _e329;
        let _e332 = textureSampleLevel(t3_, s3_, _e329.xyz, _e329.w);
        r21_ = _e332;
        let _e336 = select(_e332, (_e332.xxxx + _e261.wwww), vec4<bool>(true, false, false, false));
        r21_ = _e336;
        let _e341 = select(_e336, (_e336.xxxx + -(_e214.yyyy)), vec4<bool>(true, false, false, false));
        r21_ = _e341;
        let _e344 = r8_;
        let _e348 = select(_e341, select(_e344.xxxx, vec4<f32>(0.5f, 4f, 2f, 1f).wwww, (_e341.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        r21_ = _e348;
        let _e352 = select(_e299, (_e299.xxxx * _e348.xxxx), vec4<bool>(true, false, false, false));
        r18_ = _e352;
        let _e356 = select(_e214, (_e214.zzzz * _e352.xxxx), vec4<bool>(false, false, true, false));
        r5_ = _e356;
        let _e360 = select(_e279, (_e279 * _e356.zzzz), vec4<bool>(true, false, true, false));
        r14_ = _e360;
        let _e361 = r6_;
        let _e364 = select(_e344, (_e361 * _e360.xxxx), vec4<bool>(true, true, true, false));
        r8_ = _e364;
        let _e367 = select(_e364, (_e364 + _e360.zzzz), vec4<bool>(true, true, true, false));
        r8_ = _e367;
        let _e370 = consts.c[4];
        r8_ = select(_e367, (_e367 * _e370), vec4<bool>(true, true, true, false));
    }
    let _e373 = r8_;
    o0_ = _e373;
    return Output(_e373);
}
