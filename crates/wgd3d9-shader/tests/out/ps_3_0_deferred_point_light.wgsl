struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
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

    let _e4 = imm.ps;
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e21 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e25 = consts[(_e4 + 2u)];
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e21 * _e25) + _e25.zwww), vec4<bool>(true, true, false, false));
    let _e32 = textureSample(t2_, s2_, _e30.xy);
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e20 * _e32.xxxx), vec4<bool>(true, true, true, false));
    let _e39 = consts[(_e4 + 3u)];
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e39 + -(_e35)), vec4<bool>(true, true, true, false));
    let _e48 = select(_e42, vec4(dot(_e42.xyz, _e42.xyz)), vec4<bool>(false, false, false, true));
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e48.w))), vec4<bool>(true, false, false, false));
    let _e60 = select(_e54, vec4((1f / _e54.x)), vec4<bool>(false, true, false, false));
    let _e65 = select(_e60, (_e60.yyyy * _e39.wwww), vec4<bool>(false, false, true, false));
    let _e71 = select(_e65, saturate((vec4<f32>(0.5f, 4f, 2f, 1f).wwww + -(_e65.zzzz))), vec4<bool>(false, false, true, false));
    let _e75 = select(_e71, (_e71.zzzz * _e71.zzzz), vec4<bool>(false, false, true, false));
    let _e77 = textureSample(t0_, s0_, _e30.xy);
    let _e79 = textureSample(t1_, s1_, _e30.xy);
    v10_ = frag_coord;
    v0_ = _e20;
    r22_ = _e21;
    r0_ = _e25;
    r1_ = _e30;
    r2_ = _e32;
    r3_ = _e35;
    r4_ = _e48;
    r5_ = _e75;
    r6_ = _e77;
    r7_ = _e79;
    r8_ = vec4<f32>(0f, 0f, 0f, 0f);
    if (_e75.zzzz.x > vec4<f32>(0f, 0f, 0f, 0f).xxxx.x) {
        let _e97 = r7_;
        let _e104 = r9_;
        let _e105 = select(_e104, ((_e97 * vec4<f32>(0.5f, 4f, 2f, 1f).yyyy) + -(vec4<f32>(0.5f, 4f, 2f, 1f).zzzz)), vec4<bool>(true, true, false, false));
        let _e112 = select(_e105, vec4((dot(_e105.xy, _e105.xy) + vec4<f32>(0f, 0f, 0f, 0f).x)), vec4<bool>(false, false, true, false));
        let _e118 = r10_;
        let _e119 = select(_e118, (_e112.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)), vec4<bool>(true, false, false, false));
        let _e125 = select(_e119, ((_e119.xxxx * vec4<f32>(0.5f, 4f, 2f, 1f).xxxx) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(true, false, false, false));
        let _e130 = select(_e125, vec4(inverseSqrt(abs(_e125.x))), vec4<bool>(false, true, false, false));
        let _e134 = select(_e130, vec4((1f / _e130.y)), vec4<bool>(false, true, false, false));
        let _e138 = r11_;
        let _e146 = select(select(_e138, (_e112 * _e134.yyyy), vec4<bool>(true, true, false, false)), ((_e112.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(false, false, true, false));
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
        let _e212 = consts[(_e4 + 5u)];
        let _e214 = abs(_e207.y);
        let _e225 = select(_e207, vec4(min(select(select(pow(_e214, _e212.x), 340282350000000000000000000000000000000f, ((_e214 == 0f) && (_e212.x < 0f))), 1f, (_e212.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e229 = select(_e225, (_e225.zzzz * _e97.zzzz), vec4<bool>(false, false, true, false));
        let _e234 = consts[(_e4 + 6u)];
        let _e240 = r18_;
        let _e241 = select(_e240, vec4(dot(-(_e165).xyz, _e234.xyz)), vec4<bool>(true, false, false, false));
        let _e246 = select(_e241, (_e241.xxxx + -(_e212.yyyy)), vec4<bool>(true, false, false, false));
        let _e251 = select(_e246, saturate((_e246.xxxx * _e212.zzzz)), vec4<bool>(true, false, false, false));
        let _e256 = consts[(_e4 + 7u)];
        let _e262 = r20_;
        let _e268 = consts[(_e4 + 8u)];
        let _e278 = consts[(_e4 + 9u)];
        let _e285 = select(select(select(select(_e262, vec4(dot(-(_e159).xyz, _e256.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(-(_e159).xyz, _e268.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(-(_e159).xyz, _e278.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
        let _e288 = textureSampleLevel(t3_, s3_, _e285.xyz, _e285.w);
        let _e292 = select(_e288, (_e288.xxxx + _e212.wwww), vec4<bool>(true, false, false, false));
        let _e297 = select(_e292, (_e292.xxxx + -(_e160.yyyy)), vec4<bool>(true, false, false, false));
        let _e300 = r8_;
        let _e304 = select(_e297, select(_e300.xxxx, vec4<f32>(0.5f, 4f, 2f, 1f).wwww, (_e297.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        let _e308 = select(_e251, (_e251.xxxx * _e304.xxxx), vec4<bool>(true, false, false, false));
        let _e312 = select(_e160, (_e160.zzzz * _e308.xxxx), vec4<bool>(false, false, true, false));
        let _e316 = select(_e229, (_e229 * _e312.zzzz), vec4<bool>(true, false, true, false));
        let _e317 = r6_;
        let _e320 = select(_e300, (_e317 * _e316.xxxx), vec4<bool>(true, true, true, false));
        let _e323 = select(_e320, (_e320 + _e316.zzzz), vec4<bool>(true, true, true, false));
        let _e327 = consts[(_e4 + 4u)];
        r9_ = _e112;
        r10_ = _e134;
        r11_ = _e146;
        r12_ = _e158;
        r13_ = _e165;
        r14_ = _e316;
        r15_ = _e186;
        r16_ = _e190;
        r17_ = _e201;
        r18_ = _e308;
        r19_ = _e212;
        r20_ = _e285;
        r21_ = _e304;
        r5_ = _e312;
        r8_ = select(_e323, (_e323 * _e327), vec4<bool>(true, true, true, false));
    }
    let _e332 = r8_;
    return Output(_e332);
}
