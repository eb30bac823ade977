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
        let _e208 = r12_;
        let _e209 = select(_e208, (_e201 * vec4(inverseSqrt(dot(_e201.xyz, _e201.xyz)))), vec4<bool>(true, true, true, false));
        r12_ = _e209;
        let _e210 = r4_;
        let _e211 = r5_;
        let _e214 = r13_;
        let _e215 = select(_e214, (_e210 * _e211.xxxx), vec4<bool>(true, true, true, false));
        r13_ = _e215;
        let _e221 = r14_;
        let _e222 = select(_e221, saturate(vec4(dot(_e209.xyz, _e215.xyz))), vec4<bool>(true, false, false, false));
        r14_ = _e222;
        let _e223 = r3_;
        let _e224 = -(_e223);
        let _e231 = r15_;
        let _e232 = select(_e231, (_e224 * vec4(inverseSqrt(dot(_e224.xyz, _e224.xyz)))), vec4<bool>(true, true, true, false));
        r15_ = _e232;
        let _e234 = r16_;
        let _e235 = select(_e234, (_e215 + _e232), vec4<bool>(true, true, true, false));
        r16_ = _e235;
        let _e242 = r17_;
        let _e243 = select(_e242, (_e235 * vec4(inverseSqrt(dot(_e235.xyz, _e235.xyz)))), vec4<bool>(true, true, true, false));
        r17_ = _e243;
        let _e249 = select(_e222, saturate(vec4(dot(_e209.xyz, _e243.xyz))), vec4<bool>(false, true, false, false));
        r14_ = _e249;
        let _e254 = consts.c[5];
        let _e260 = select(_e249, vec4(pow(abs(_e249.yyyy.x), _e254.xxxx.x)), vec4<bool>(false, false, true, false));
        r14_ = _e260;
        let _e264 = select(_e260, (_e260.zzzz * _e152.zzzz), vec4<bool>(false, false, true, false));
        r14_ = _e264;
        let _e268 = consts.c[6];
        let _e273 = r18_;
        let _e274 = select(_e273, vec4(dot(-(_e215).xyz, _e268.xyz)), vec4<bool>(true, false, false, false));
        r18_ = _e274;
        r19_ = _e254;
        let _e279 = select(_e274, (_e274.xxxx + -(_e254.yyyy)), vec4<bool>(true, false, false, false));
        r18_ = _e279;
        let _e284 = select(_e279, saturate((_e279.xxxx * _e254.zzzz)), vec4<bool>(true, false, false, false));
        r18_ = _e284;
        let _e288 = consts.c[7];
        let _e293 = r20_;
        let _e294 = select(_e293, vec4(dot(-(_e210).xyz, _e288.xyz)), vec4<bool>(true, false, false, false));
        r20_ = _e294;
        let _e298 = consts.c[8];
        let _e303 = select(_e294, vec4(dot(-(_e210).xyz, _e298.xyz)), vec4<bool>(false, true, false, false));
        r20_ = _e303;
        let _e307 = consts.c[9];
        let _e312 = select(_e303, vec4(dot(-(_e210).xyz, _e307.xyz)), vec4<bool>(false, false, true, false));
        r20_ = _e312;
        let _e314 = select(_e312, vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
        r20_ = _e314;
        let _e317 = textureSampleLevel(t3_, s3_, _e314.xyz, _e314.w);
        r21_ = _e317;
        let _e321 = select(_e317, (_e317.xxxx + _e254.wwww), vec4<bool>(true, false, false, false));
        r21_ = _e321;
        let _e326 = select(_e321, (_e321.xxxx + -(_e211.yyyy)), vec4<bool>(true, false, false, false));
        r21_ = _e326;
        let _e329 = r8_;
        let _e333 = select(_e326, select(_e329.xxxx, vec4<f32>(0.5f, 4f, 2f, 1f).wwww, (_e326.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        r21_ = _e333;
        let _e337 = select(_e284, (_e284.xxxx * _e333.xxxx), vec4<bool>(true, false, false, false));
        r18_ = _e337;
        let _e341 = select(_e211, (_e211.zzzz * _e337.xxxx), vec4<bool>(false, false, true, false));
        r5_ = _e341;
        let _e345 = select(_e264, (_e264 * _e341.zzzz), vec4<bool>(true, false, true, false));
        r14_ = _e345;
        let _e346 = r6_;
        let _e349 = select(_e329, (_e346 * _e345.xxxx), vec4<bool>(true, true, true, false));
        r8_ = _e349;
        let _e352 = select(_e349, (_e349 + _e345.zzzz), vec4<bool>(true, true, true, false));
        r8_ = _e352;
        let _e355 = consts.c[4];
        r8_ = select(_e352, (_e352 * _e355), vec4<bool>(true, true, true, false));
    }
    let _e358 = r8_;
    o0_ = _e358;
    return Output(_e358);
}
