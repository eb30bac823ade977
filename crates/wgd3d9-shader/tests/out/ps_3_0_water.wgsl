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
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
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

    v0_ = in0_;
    v1_ = in1_;
    let _e78 = v2_;
    let _e80 = select(_e78, in2_, vec4<bool>(true, true, true, false));
    v2_ = _e80;
    v3_ = in3_;
    let _e83 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e83;
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    r1_ = _e86;
    let _e88 = textureSample(t0_, s0_, _e86.xy);
    r1_ = _e88;
    let _e90 = select(_e83, (_e83 + _e88), vec4<bool>(true, true, true, false));
    r0_ = _e90;
    let _e96 = select(_e90, ((_e90 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + -(vec4<f32>(2f, -1f, 0f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    r0_ = _e96;
    let _e100 = select(_e96, (_e96 * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).yyyy), vec4<bool>(true, false, true, false));
    r0_ = _e100;
    let _e101 = _e100.xzyw;
    let _e104 = dot(_e101.xyz, _e101.xyz);
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e101 * vec4(inverseSqrt(_e104))), vec4<f32>(0f, 0f, 0f, 0f), (_e104 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = _e111;
    let _e118 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(false, false, false, true));
    r3_ = _e118;
    let _e121 = select(_e118, (in1_ * _e118.wwww), vec4<bool>(true, true, false, false));
    r3_ = _e121;
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e111.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).xxxx) + _e121), vec4<bool>(true, true, false, false));
    r4_ = _e126;
    let _e128 = textureSample(t1_, s1_, _e126.xy);
    r5_ = _e128;
    let _e130 = textureSample(t2_, s2_, _e126.xy);
    r6_ = _e130;
    let _e132 = textureSample(t3_, s3_, _e121.xy);
    r7_ = _e132;
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e132.xxxx + -(in1_.zzzz)), vec4<bool>(true, false, false, false));
    r8_ = _e138;
    let _e142 = consts.c[8];
    let _e146 = select(_e138, saturate((_e138.xxxx * _e142.xxxx)), vec4<bool>(true, false, false, false));
    r8_ = _e146;
    let _e149 = consts.c[6];
    r9_ = _e149;
    let _e153 = consts.c[5];
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e153, _e149, _e146.xxxx), vec4<bool>(true, true, true, false));
    r10_ = _e155;
    let _e158 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e130, _e155, _e146.xxxx), vec4<bool>(true, true, true, false));
    r11_ = _e158;
    let _e161 = dot(_e80.xyz, _e80.xyz);
    let _e167 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e80 * vec4(inverseSqrt(_e161))), vec4<f32>(0f, 0f, 0f, 0f), (_e161 == 0f)), vec4<bool>(true, true, true, false));
    r12_ = _e167;
    let _e173 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e167.xyz, _e111.xyz))), vec4<bool>(true, false, false, false));
    r13_ = _e173;
    let _e179 = select(_e173, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e173.xxxx)), vec4<bool>(false, true, false, false));
    r13_ = _e179;
    let _e184 = select(_e179, (_e179.yyyy * _e179.yyyy), vec4<bool>(false, false, true, false));
    r13_ = _e184;
    let _e188 = select(_e184, (_e184.zzzz * _e184.zzzz), vec4<bool>(false, false, true, false));
    r13_ = _e188;
    let _e192 = select(_e188, (_e188.zzzz * _e188.yyyy), vec4<bool>(false, false, true, false));
    r13_ = _e192;
    let _e198 = select(_e192, ((_e192.zzzz * vec4<f32>(0.02f, 0.98f, 0f, 0f).yyyy) + vec4<f32>(0.02f, 0.98f, 0f, 0f).xxxx), vec4<bool>(false, false, true, false));
    r13_ = _e198;
    let _e201 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e158, _e128, _e198.zzzz), vec4<bool>(true, true, true, false));
    r14_ = _e201;
    let _e206 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e167.xyz, _e111.xyz)), vec4<bool>(true, false, false, false));
    r15_ = _e206;
    let _e210 = select(_e206, (_e206.xxxx + _e206.xxxx), vec4<bool>(true, false, false, false));
    r15_ = _e210;
    let _e215 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e111 * _e210.xxxx) + -(_e167)), vec4<bool>(true, true, true, false));
    r16_ = _e215;
    let _e218 = consts.c[3];
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e215.xyz, _e218.xyz))), vec4<bool>(true, false, false, false));
    r17_ = _e224;
    let _e229 = abs(_e224.xxxx.x);
    let _e240 = select(_e224, vec4(min(select(select(pow(_e229, vec4<f32>(0.02f, 0.5f, 0.1f, 256f).wwww.x), 340282350000000000000000000000000000000f, ((_e229 == 0f) && (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).wwww.x < 0f))), 1f, (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    r17_ = _e240;
    let _e244 = consts.c[4];
    let _e246 = select(_e240, (_e240.yyyy * _e244), vec4<bool>(true, true, true, false));
    r17_ = _e246;
    let _e248 = select(_e201, (_e201 + _e246), vec4<bool>(true, true, true, false));
    r14_ = _e248;
    r20_ = _e142;
    let _e251 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_ * _e142.zzzz), vec4<bool>(true, true, false, false));
    r21_ = _e251;
    let _e256 = select(_e251, ((_e111.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e251), vec4<bool>(true, true, false, false));
    r21_ = _e256;
    let _e258 = textureSample(t4_, s4_, _e256.xy);
    r22_ = _e258;
    let _e263 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e146.xxxx)), vec4<bool>(true, false, false, false));
    r23_ = _e263;
    let _e267 = select(_e263, (_e263.xxxx * _e263.xxxx), vec4<bool>(true, false, false, false));
    r23_ = _e267;
    let _e271 = select(_e267, (_e267.xxxx * _e142.yyyy), vec4<bool>(true, false, false, false));
    r23_ = _e271;
    let _e276 = select(_e271, saturate((_e271.xxxx * _e258.wwww)), vec4<bool>(true, false, false, false));
    r23_ = _e276;
    let _e279 = select(_e248, mix(_e248, _e258, _e276.xxxx), vec4<bool>(true, true, true, false));
    r14_ = _e279;
    let _e283 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e198.xxxx * _e146.xxxx), vec4<bool>(true, false, false, false));
    r24_ = _e283;
    let _e288 = select(_e279, ((_e283.xxxx * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e279), vec4<bool>(true, true, true, false));
    r14_ = _e288;
    let _e291 = consts.c[7];
    r18_ = _e291;
    let _e294 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e288, _e291, in3_.xxxx), vec4<bool>(true, true, true, false));
    r19_ = _e294;
    let _e296 = select(_e294, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r19_ = _e296;
    o0_ = _e296;
    return Output(_e296);
}
