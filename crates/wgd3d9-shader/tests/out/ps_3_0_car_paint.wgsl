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
var t2_: texture_cube<f32>;
@group(1) @binding(5) 
var s2_: sampler;

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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e67 = v1_;
    let _e69 = select(_e67, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e69;
    let _e71 = v2_;
    let _e72 = select(_e71, in2_, vec4<bool>(true, true, true, false));
    v2_ = _e72;
    let _e74 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e74;
    let _e77 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    r1_ = _e77;
    let _e79 = textureSample(t1_, s1_, _e77.xy);
    r1_ = _e79;
    let _e84 = select(_e74, ((_e74 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r0_ = _e84;
    let _e89 = select(_e79, ((_e79 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r1_ = _e89;
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e69 * vec4(inverseSqrt(dot(_e69.xyz, _e69.xyz)))), vec4<bool>(true, true, true, false));
    r2_ = _e96;
    let _e103 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e72 * vec4(inverseSqrt(dot(_e72.xyz, _e72.xyz)))), vec4<bool>(true, true, true, false));
    r3_ = _e103;
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e84 * vec4<f32>(0.25f, 16f, 128f, 0.04f).xxxx) + _e96), vec4<bool>(true, true, true, false));
    r4_ = _e107;
    let _e114 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e107 * vec4(inverseSqrt(dot(_e107.xyz, _e107.xyz)))), vec4<bool>(true, true, true, false));
    r5_ = _e114;
    let _e118 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e89 * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).yyyy) + _e114), vec4<bool>(true, true, true, false));
    r6_ = _e118;
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e118 * vec4(inverseSqrt(dot(_e118.xyz, _e118.xyz)))), vec4<bool>(true, true, true, false));
    r7_ = _e125;
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e114.xyz, _e103.xyz))), vec4<bool>(true, false, false, false));
    r8_ = _e132;
    let _e137 = select(_e132, (_e132.xxxx * _e132.xxxx), vec4<bool>(false, true, false, false));
    r8_ = _e137;
    let _e140 = consts.c[4];
    r9_ = _e140;
    let _e144 = consts.c[3];
    let _e146 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e140, _e144, _e137.yyyy), vec4<bool>(true, true, true, false));
    r10_ = _e146;
    let _e149 = consts.c[6];
    let _e151 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e103 + _e149), vec4<bool>(true, true, true, false));
    r11_ = _e151;
    let _e158 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e151 * vec4(inverseSqrt(dot(_e151.xyz, _e151.xyz)))), vec4<bool>(true, true, true, false));
    r12_ = _e158;
    let _e164 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e114.xyz, _e158.xyz))), vec4<bool>(true, false, false, false));
    r13_ = _e164;
    let _e172 = select(_e164, vec4(pow(abs(_e164.xxxx.x), vec4<f32>(0.25f, 16f, 128f, 0.04f).yyyy.x)), vec4<bool>(false, true, false, false));
    r13_ = _e172;
    let _e179 = select(_e172, saturate(vec4(dot(_e125.xyz, _e158.xyz))), vec4<bool>(false, false, true, false));
    r13_ = _e179;
    let _e188 = select(_e179, vec4(pow(abs(_e179.zzzz.x), vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x)), vec4<bool>(false, false, false, true));
    r13_ = _e188;
    let _e192 = consts.c[5];
    let _e194 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e188.wwww * _e192), vec4<bool>(true, true, true, false));
    r14_ = _e194;
    let _e200 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e114.xyz, _e149.xyz))), vec4<bool>(true, false, false, false));
    r15_ = _e200;
    let _e203 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e146 * _e200.xxxx), vec4<bool>(true, true, true, false));
    r16_ = _e203;
    let _e207 = consts.c[7];
    let _e210 = select(_e203, ((_e188.yyyy * _e207) + _e203), vec4<bool>(true, true, true, false));
    r16_ = _e210;
    let _e212 = select(_e210, (_e210 + _e194), vec4<bool>(true, true, true, false));
    r16_ = _e212;
    let _e217 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e103.xyz, _e96.xyz)), vec4<bool>(true, false, false, false));
    r17_ = _e217;
    let _e221 = select(_e217, (_e217.xxxx + _e217.xxxx), vec4<bool>(false, true, false, false));
    r17_ = _e221;
    let _e226 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e96 * _e221.yyyy) + -(_e103)), vec4<bool>(true, true, true, false));
    r18_ = _e226;
    let _e228 = textureSample(t2_, s2_, _e226.xyz);
    r19_ = _e228;
    let _e233 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e137.xxxx)), vec4<bool>(true, false, false, false));
    r20_ = _e233;
    let _e237 = select(_e233, (_e233.xxxx * _e233.xxxx), vec4<bool>(false, true, false, false));
    r20_ = _e237;
    let _e241 = select(_e237, (_e237.yyyy * _e237.yyyy), vec4<bool>(false, true, false, false));
    r20_ = _e241;
    let _e245 = select(_e241, (_e241.yyyy * _e241.xxxx), vec4<bool>(false, true, false, false));
    r20_ = _e245;
    let _e251 = select(_e245, ((_e245.yyyy * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).xxxx) + vec4<f32>(0.96f, 0.5f, 0.04f, 0f).zzzz), vec4<bool>(false, true, false, false));
    r20_ = _e251;
    let _e254 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e212, _e228, _e251.yyyy), vec4<bool>(true, true, true, false));
    r21_ = _e254;
    let _e260 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e96.xyz, _e158.xyz))), vec4<bool>(true, false, false, false));
    r22_ = _e260;
    let _e268 = select(_e260, vec4(pow(abs(_e260.xxxx.x), vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x)), vec4<bool>(false, true, false, false));
    r22_ = _e268;
    let _e272 = select(_e254, ((_e268.yyyy * _e207) + _e254), vec4<bool>(true, true, true, false));
    r21_ = _e272;
    let _e274 = select(_e272, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r21_ = _e274;
    o0_ = _e274;
    return Output(_e274);
}
