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
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
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
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e76 = v1_;
    let _e78 = select(_e76, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e78;
    let _e80 = v2_;
    let _e81 = select(_e80, in2_, vec4<bool>(true, true, true, false));
    v2_ = _e81;
    v3_ = in8_;
    v4_ = in3_;
    let _e85 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e85;
    let _e89 = (_e85.wwww + -(vec4<f32>(0.33f, 48f, 3f, 0.5f).xxxx));
    r1_ = _e89;
    if any((_e89 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e93 = textureSample(t1_, s1_, in0_.xy);
    r2_ = _e93;
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    r3_ = _e96;
    let _e98 = textureSample(t2_, s2_, _e96.xy);
    r4_ = _e98;
    let _e100 = textureSample(t3_, s3_, in0_.xy);
    r5_ = _e100;
    let _e105 = select(_e93, ((_e93 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r2_ = _e105;
    let _e110 = select(_e98, ((_e98 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r4_ = _e110;
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e105 + _e110), vec4<bool>(true, true, false, false));
    r6_ = _e112;
    let _e117 = select(_e112, (_e105.zzzz * _e110.zzzz), vec4<bool>(false, false, true, false));
    r6_ = _e117;
    let _e120 = dot(_e117.xyz, _e117.xyz);
    let _e127 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e117 * vec4(inverseSqrt(_e120))), vec4<f32>(0f, 0f, 0f, 0f), (_e120 == 0f)), vec4<bool>(true, true, true, false));
    r7_ = _e127;
    let _e130 = dot(_e78.xyz, _e78.xyz);
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e78 * vec4(inverseSqrt(_e130))), vec4<f32>(0f, 0f, 0f, 0f), (_e130 == 0f)), vec4<bool>(true, true, true, false));
    r8_ = _e136;
    let _e139 = dot(_e81.xyz, _e81.xyz);
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e81 * vec4(inverseSqrt(_e139))), vec4<f32>(0f, 0f, 0f, 0f), (_e139 == 0f)), vec4<bool>(true, true, true, false));
    r9_ = _e145;
    let _e151 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e127.xyz, _e136.xyz)), vec4<bool>(true, false, false, false));
    r10_ = _e151;
    let _e159 = select(_e151, saturate(((_e151.xxxx * vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww) + vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww)), vec4<bool>(false, true, false, false));
    r10_ = _e159;
    let _e163 = select(_e159, (_e159.yyyy * _e159.yyyy), vec4<bool>(false, true, false, false));
    r10_ = _e163;
    let _e165 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e136 + _e145), vec4<bool>(true, true, true, false));
    r11_ = _e165;
    let _e168 = dot(_e165.xyz, _e165.xyz);
    let _e174 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e165 * vec4(inverseSqrt(_e168))), vec4<f32>(0f, 0f, 0f, 0f), (_e168 == 0f)), vec4<bool>(true, true, true, false));
    r12_ = _e174;
    let _e180 = select(_e163, saturate(vec4(dot(_e127.xyz, _e174.xyz))), vec4<bool>(false, false, true, false));
    r10_ = _e180;
    let _e185 = abs(_e180.zzzz.x);
    let _e198 = select(_e180, vec4(min(select(select(pow(_e185, vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x), 340282350000000000000000000000000000000f, ((_e185 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    r10_ = _e198;
    let _e204 = select(_e198, select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, _e198.wwww, (_e198.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    r10_ = _e204;
    let _e210 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e127.xyz, _e145.xyz))), vec4<bool>(true, false, false, false));
    r13_ = _e210;
    let _e215 = select(_e210, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e210.xxxx)), vec4<bool>(true, false, false, false));
    r13_ = _e215;
    let _e220 = abs(_e215.xxxx.x);
    let _e230 = select(_e215, vec4(min(select(select(pow(_e220, vec4<f32>(0.33f, 48f, 3f, 0.5f).zzzz.x), 340282350000000000000000000000000000000f, ((_e220 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).zzzz.x < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).zzzz.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    r13_ = _e230;
    let _e234 = consts.c[2];
    let _e236 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e204.yyyy * _e234), vec4<bool>(true, true, true, false));
    r14_ = _e236;
    let _e239 = consts.c[3];
    let _e241 = select(_e236, (_e236 + _e239), vec4<bool>(true, true, true, false));
    r14_ = _e241;
    let _e243 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e85 * _e241), vec4<bool>(true, true, true, false));
    r15_ = _e243;
    let _e245 = select(_e243, (_e243 * in8_), vec4<bool>(true, true, true, false));
    r15_ = _e245;
    let _e248 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e204.wwww * _e234), vec4<bool>(true, true, true, false));
    r16_ = _e248;
    let _e251 = select(_e245, ((_e248 * _e100) + _e245), vec4<bool>(true, true, true, false));
    r15_ = _e251;
    let _e255 = consts.c[4];
    let _e258 = select(_e251, ((_e230.yyyy * _e255) + _e251), vec4<bool>(true, true, true, false));
    r15_ = _e258;
    let _e262 = consts.c[5];
    let _e264 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e100.wwww * _e262), vec4<bool>(true, true, true, false));
    r17_ = _e264;
    let _e267 = select(_e258, ((_e264 * _e85) + _e258), vec4<bool>(true, true, true, false));
    r15_ = _e267;
    let _e270 = dot(in3_.xyz, in3_.xyz);
    let _e276 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e270))), vec4<f32>(0f, 0f, 0f, 0f), (_e270 == 0f)), vec4<bool>(true, true, true, false));
    r18_ = _e276;
    let _e282 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e127.xyz, _e276.xyz))), vec4<bool>(true, false, false, false));
    r19_ = _e282;
    let _e284 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e276 + _e145), vec4<bool>(true, true, true, false));
    r20_ = _e284;
    let _e287 = dot(_e284.xyz, _e284.xyz);
    let _e293 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e284 * vec4(inverseSqrt(_e287))), vec4<f32>(0f, 0f, 0f, 0f), (_e287 == 0f)), vec4<bool>(true, true, true, false));
    r21_ = _e293;
    let _e299 = select(_e282, saturate(vec4(dot(_e127.xyz, _e293.xyz))), vec4<bool>(false, true, false, false));
    r19_ = _e299;
    let _e304 = abs(_e299.yyyy.x);
    let _e314 = select(_e299, vec4(min(select(select(pow(_e304, vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x), 340282350000000000000000000000000000000f, ((_e304 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    r19_ = _e314;
    let _e318 = consts.c[6];
    let _e320 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e314.xxxx * _e318), vec4<bool>(true, true, true, false));
    r22_ = _e320;
    let _e322 = select(_e320, (_e320 * _e85), vec4<bool>(true, true, true, false));
    r22_ = _e322;
    let _e325 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e314.zzzz * _e318), vec4<bool>(true, true, true, false));
    r23_ = _e325;
    let _e328 = select(_e322, ((_e325 * _e100) + _e322), vec4<bool>(true, true, true, false));
    r22_ = _e328;
    let _e330 = select(_e267, (_e267 + _e328), vec4<bool>(true, true, true, false));
    r15_ = _e330;
    let _e333 = consts.c[7];
    r24_ = _e333;
    let _e336 = select(_e330, mix(_e330, _e333, in3_.wwww), vec4<bool>(true, true, true, false));
    r15_ = _e336;
    let _e340 = select(_e336, (_e85.wwww * in8_.wwww), vec4<bool>(false, false, false, true));
    r15_ = _e340;
    o0_ = _e340;
    return Output(_e340);
}
