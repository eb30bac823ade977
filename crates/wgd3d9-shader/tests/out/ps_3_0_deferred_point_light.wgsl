struct Constants {
    c: array<vec4<f32>, 232>,
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

    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e19 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e21 = consts.c[2];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e19 * _e21) + _e21.zwww), vec4<bool>(true, true, false, false));
    let _e28 = textureSample(t2_, s2_, _e26.xy);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e18 * _e28.xxxx), vec4<bool>(true, true, true, false));
    let _e33 = consts.c[3];
    let _e36 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e33 + -(_e31)), vec4<bool>(true, true, true, false));
    let _e42 = select(_e36, vec4(dot(_e36.xyz, _e36.xyz)), vec4<bool>(false, false, false, true));
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e42.w))), vec4<bool>(true, false, false, false));
    let _e54 = select(_e48, vec4((1f / _e48.x)), vec4<bool>(false, true, false, false));
    let _e59 = select(_e54, (_e54.yyyy * _e33.wwww), vec4<bool>(false, false, true, false));
    let _e65 = select(_e59, saturate((vec4<f32>(0.5f, 4f, 2f, 1f).wwww + -(_e59.zzzz))), vec4<bool>(false, false, true, false));
    let _e69 = select(_e65, (_e65.zzzz * _e65.zzzz), vec4<bool>(false, false, true, false));
    let _e71 = textureSample(t0_, s0_, _e26.xy);
    let _e73 = textureSample(t1_, s1_, _e26.xy);
    v10_ = frag_coord;
    v0_ = _e18;
    r22_ = _e19;
    r0_ = _e21;
    r1_ = _e26;
    r2_ = _e28;
    r3_ = _e31;
    r4_ = _e42;
    r5_ = _e69;
    r6_ = _e71;
    r7_ = _e73;
    r8_ = vec4<f32>(0f, 0f, 0f, 0f);
    if (_e69.zzzz.x > vec4<f32>(0f, 0f, 0f, 0f).xxxx.x) {
        let _e91 = r7_;
        let _e98 = r9_;
        let _e99 = select(_e98, ((_e91 * vec4<f32>(0.5f, 4f, 2f, 1f).yyyy) + -(vec4<f32>(0.5f, 4f, 2f, 1f).zzzz)), vec4<bool>(true, true, false, false));
        let _e106 = select(_e99, vec4((dot(_e99.xy, _e99.xy) + vec4<f32>(0f, 0f, 0f, 0f).x)), vec4<bool>(false, false, true, false));
        let _e112 = r10_;
        let _e113 = select(_e112, (_e106.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)), vec4<bool>(true, false, false, false));
        let _e119 = select(_e113, ((_e113.xxxx * vec4<f32>(0.5f, 4f, 2f, 1f).xxxx) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(true, false, false, false));
        let _e124 = select(_e119, vec4(inverseSqrt(abs(_e119.x))), vec4<bool>(false, true, false, false));
        let _e128 = select(_e124, vec4((1f / _e124.y)), vec4<bool>(false, true, false, false));
        let _e132 = r11_;
        let _e140 = select(select(_e132, (_e106 * _e128.yyyy), vec4<bool>(true, true, false, false)), ((_e106.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(false, false, true, false));
        let _e143 = dot(_e140.xyz, _e140.xyz);
        let _e151 = r12_;
        let _e152 = select(_e151, select((_e140 * vec4(inverseSqrt(_e143))), vec4<f32>(0f, 0f, 0f, 0f), (_e143 == 0f)), vec4<bool>(true, true, true, false));
        let _e153 = r4_;
        let _e154 = r5_;
        let _e158 = r13_;
        let _e159 = select(_e158, (_e153 * _e154.xxxx), vec4<bool>(true, true, true, false));
        let _e166 = r14_;
        let _e168 = r3_;
        let _e169 = -(_e168);
        let _e172 = dot(_e169.xyz, _e169.xyz);
        let _e179 = r15_;
        let _e180 = select(_e179, select((_e169 * vec4(inverseSqrt(_e172))), vec4<f32>(0f, 0f, 0f, 0f), (_e172 == 0f)), vec4<bool>(true, true, true, false));
        let _e183 = r16_;
        let _e184 = select(_e183, (_e159 + _e180), vec4<bool>(true, true, true, false));
        let _e187 = dot(_e184.xyz, _e184.xyz);
        let _e194 = r17_;
        let _e195 = select(_e194, select((_e184 * vec4(inverseSqrt(_e187))), vec4<f32>(0f, 0f, 0f, 0f), (_e187 == 0f)), vec4<bool>(true, true, true, false));
        let _e201 = select(select(_e166, saturate(vec4(dot(_e152.xyz, _e159.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e152.xyz, _e195.xyz))), vec4<bool>(false, true, false, false));
        let _e204 = consts.c[5];
        let _e206 = abs(_e201.y);
        let _e217 = select(_e201, vec4(min(select(select(pow(_e206, _e204.x), 340282350000000000000000000000000000000f, ((_e206 == 0f) && (_e204.x < 0f))), 1f, (_e204.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e221 = select(_e217, (_e217.zzzz * _e91.zzzz), vec4<bool>(false, false, true, false));
        let _e224 = consts.c[6];
        let _e230 = r18_;
        let _e231 = select(_e230, vec4(dot(-(_e159).xyz, _e224.xyz)), vec4<bool>(true, false, false, false));
        let _e236 = select(_e231, (_e231.xxxx + -(_e204.yyyy)), vec4<bool>(true, false, false, false));
        let _e241 = select(_e236, saturate((_e236.xxxx * _e204.zzzz)), vec4<bool>(true, false, false, false));
        let _e244 = consts.c[7];
        let _e250 = r20_;
        let _e254 = consts.c[8];
        let _e262 = consts.c[9];
        let _e269 = select(select(select(select(_e250, vec4(dot(-(_e153).xyz, _e244.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(-(_e153).xyz, _e254.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(-(_e153).xyz, _e262.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
        let _e272 = textureSampleLevel(t3_, s3_, _e269.xyz, _e269.w);
        let _e276 = select(_e272, (_e272.xxxx + _e204.wwww), vec4<bool>(true, false, false, false));
        let _e281 = select(_e276, (_e276.xxxx + -(_e154.yyyy)), vec4<bool>(true, false, false, false));
        let _e284 = r8_;
        let _e288 = select(_e281, select(_e284.xxxx, vec4<f32>(0.5f, 4f, 2f, 1f).wwww, (_e281.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        let _e292 = select(_e241, (_e241.xxxx * _e288.xxxx), vec4<bool>(true, false, false, false));
        let _e296 = select(_e154, (_e154.zzzz * _e292.xxxx), vec4<bool>(false, false, true, false));
        let _e300 = select(_e221, (_e221 * _e296.zzzz), vec4<bool>(true, false, true, false));
        let _e301 = r6_;
        let _e304 = select(_e284, (_e301 * _e300.xxxx), vec4<bool>(true, true, true, false));
        let _e307 = select(_e304, (_e304 + _e300.zzzz), vec4<bool>(true, true, true, false));
        let _e309 = consts.c[4];
        r9_ = _e106;
        r10_ = _e128;
        r11_ = _e140;
        r12_ = _e152;
        r13_ = _e159;
        r14_ = _e300;
        r15_ = _e180;
        r16_ = _e184;
        r17_ = _e195;
        r18_ = _e292;
        r19_ = _e204;
        r20_ = _e269;
        r21_ = _e288;
        r5_ = _e296;
        r8_ = select(_e307, (_e307 * _e309), vec4<bool>(true, true, true, false));
    }
    let _e314 = r8_;
    return Output(_e314);
}
