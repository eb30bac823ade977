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
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e101 * vec4(inverseSqrt(dot(_e101.xyz, _e101.xyz)))), vec4<bool>(true, true, true, false));
    r2_ = _e108;
    let _e115 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(false, false, false, true));
    r3_ = _e115;
    let _e118 = select(_e115, (in1_ * _e115.wwww), vec4<bool>(true, true, false, false));
    r3_ = _e118;
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e108.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).xxxx) + _e118), vec4<bool>(true, true, false, false));
    r4_ = _e123;
    let _e125 = textureSample(t1_, s1_, _e123.xy);
    r5_ = _e125;
    let _e127 = textureSample(t2_, s2_, _e123.xy);
    r6_ = _e127;
    let _e129 = textureSample(t3_, s3_, _e118.xy);
    r7_ = _e129;
    let _e135 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e129.xxxx + -(in1_.zzzz)), vec4<bool>(true, false, false, false));
    r8_ = _e135;
    let _e139 = consts.c[8];
    let _e143 = select(_e135, saturate((_e135.xxxx * _e139.xxxx)), vec4<bool>(true, false, false, false));
    r8_ = _e143;
    let _e146 = consts.c[6];
    r9_ = _e146;
    let _e150 = consts.c[5];
    let _e152 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e150, _e146, _e143.xxxx), vec4<bool>(true, true, true, false));
    r10_ = _e152;
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e127, _e152, _e143.xxxx), vec4<bool>(true, true, true, false));
    r11_ = _e155;
    let _e162 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e80 * vec4(inverseSqrt(dot(_e80.xyz, _e80.xyz)))), vec4<bool>(true, true, true, false));
    r12_ = _e162;
    let _e168 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e162.xyz, _e108.xyz))), vec4<bool>(true, false, false, false));
    r13_ = _e168;
    let _e174 = select(_e168, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e168.xxxx)), vec4<bool>(false, true, false, false));
    r13_ = _e174;
    let _e179 = select(_e174, (_e174.yyyy * _e174.yyyy), vec4<bool>(false, false, true, false));
    r13_ = _e179;
    let _e183 = select(_e179, (_e179.zzzz * _e179.zzzz), vec4<bool>(false, false, true, false));
    r13_ = _e183;
    let _e187 = select(_e183, (_e183.zzzz * _e183.yyyy), vec4<bool>(false, false, true, false));
    r13_ = _e187;
    let _e193 = select(_e187, ((_e187.zzzz * vec4<f32>(0.02f, 0.98f, 0f, 0f).yyyy) + vec4<f32>(0.02f, 0.98f, 0f, 0f).xxxx), vec4<bool>(false, false, true, false));
    r13_ = _e193;
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e155, _e125, _e193.zzzz), vec4<bool>(true, true, true, false));
    r14_ = _e196;
    let _e201 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e162.xyz, _e108.xyz)), vec4<bool>(true, false, false, false));
    r15_ = _e201;
    let _e205 = select(_e201, (_e201.xxxx + _e201.xxxx), vec4<bool>(true, false, false, false));
    r15_ = _e205;
    let _e210 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e108 * _e205.xxxx) + -(_e162)), vec4<bool>(true, true, true, false));
    r16_ = _e210;
    let _e213 = consts.c[3];
    let _e219 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e210.xyz, _e213.xyz))), vec4<bool>(true, false, false, false));
    r17_ = _e219;
    let _e227 = select(_e219, vec4(pow(abs(_e219.xxxx.x), vec4<f32>(0.02f, 0.5f, 0.1f, 256f).wwww.x)), vec4<bool>(false, true, false, false));
    r17_ = _e227;
    let _e231 = consts.c[4];
    let _e233 = select(_e227, (_e227.yyyy * _e231), vec4<bool>(true, true, true, false));
    r17_ = _e233;
    let _e235 = select(_e196, (_e196 + _e233), vec4<bool>(true, true, true, false));
    r14_ = _e235;
    r20_ = _e139;
    let _e238 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_ * _e139.zzzz), vec4<bool>(true, true, false, false));
    r21_ = _e238;
    let _e243 = select(_e238, ((_e108.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e238), vec4<bool>(true, true, false, false));
    r21_ = _e243;
    let _e245 = textureSample(t4_, s4_, _e243.xy);
    r22_ = _e245;
    let _e250 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e143.xxxx)), vec4<bool>(true, false, false, false));
    r23_ = _e250;
    let _e254 = select(_e250, (_e250.xxxx * _e250.xxxx), vec4<bool>(true, false, false, false));
    r23_ = _e254;
    let _e258 = select(_e254, (_e254.xxxx * _e139.yyyy), vec4<bool>(true, false, false, false));
    r23_ = _e258;
    let _e263 = select(_e258, saturate((_e258.xxxx * _e245.wwww)), vec4<bool>(true, false, false, false));
    r23_ = _e263;
    let _e266 = select(_e235, mix(_e235, _e245, _e263.xxxx), vec4<bool>(true, true, true, false));
    r14_ = _e266;
    let _e270 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e193.xxxx * _e143.xxxx), vec4<bool>(true, false, false, false));
    r24_ = _e270;
    let _e275 = select(_e266, ((_e270.xxxx * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e266), vec4<bool>(true, true, true, false));
    r14_ = _e275;
    let _e278 = consts.c[7];
    r18_ = _e278;
    let _e281 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e275, _e278, in3_.xxxx), vec4<bool>(true, true, true, false));
    r19_ = _e281;
    let _e283 = select(_e281, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r19_ = _e283;
    o0_ = _e283;
    return Output(_e283);
}
