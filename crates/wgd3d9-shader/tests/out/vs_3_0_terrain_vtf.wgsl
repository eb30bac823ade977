struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(8) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;
@group(1) @binding(32) 
var t16_: texture_2d<f32>;
@group(1) @binding(33) 
var s16_: sampler;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false));
    r0_ = _e57;
    let _e60 = select(_e57, vec4<f32>(0f, 1f, 2f, 0.25f).xxxx, vec4<bool>(false, false, true, true));
    r0_ = _e60;
    let _e63 = textureSampleLevel(t16_, s16_, _e60.xy, _e60.w);
    r1_ = _e63;
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, false, true, false));
    r2_ = _e65;
    let _e69 = consts.c[10];
    let _e75 = select(_e65, ((_e63.xxxx * _e69.xxxx) + _e69.yyyy), vec4<bool>(false, true, false, false));
    r2_ = _e75;
    let _e78 = select(_e75, vec4<f32>(0f, 1f, 2f, 0.25f).yyyy, vec4<bool>(false, false, false, true));
    r2_ = _e78;
    let _e80 = (_e60 + vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy);
    r3_ = _e80;
    let _e83 = textureSampleLevel(t16_, s16_, _e80.xy, _e80.w);
    r4_ = _e83;
    let _e86 = (_e60 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy));
    r3_ = _e86;
    let _e89 = textureSampleLevel(t16_, s16_, _e86.xy, _e86.w);
    r5_ = _e89;
    let _e91 = (_e60 + vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy);
    r3_ = _e91;
    let _e94 = textureSampleLevel(t16_, s16_, _e91.xy, _e91.w);
    r6_ = _e94;
    let _e97 = (_e60 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy));
    r3_ = _e97;
    let _e100 = textureSampleLevel(t16_, s16_, _e97.xy, _e97.w);
    r7_ = _e100;
    let _e106 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e89.xxxx + -(_e83.xxxx)), vec4<bool>(true, false, false, false));
    r8_ = _e106;
    let _e112 = select(_e106, (_e100.xxxx + -(_e94.xxxx)), vec4<bool>(false, false, true, false));
    r8_ = _e112;
    let _e115 = select(_e112, (_e112 * _e69.xxxx), vec4<bool>(true, false, true, false));
    r8_ = _e115;
    let _e118 = consts.c[11];
    let _e120 = select(_e115, _e118.yyyy, vec4<bool>(false, true, false, false));
    r8_ = _e120;
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e120 * vec4(inverseSqrt(dot(_e120.xyz, _e120.xyz)))), vec4<bool>(true, true, true, false));
    r9_ = _e128;
    let _e131 = consts.c[12];
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e78 + -(_e131)), vec4<bool>(true, true, true, false));
    r10_ = _e134;
    let _e139 = select(_e134, vec4(dot(_e134.xyz, _e134.xyz)), vec4<bool>(false, false, false, true));
    r10_ = _e139;
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e139.wwww.x))), vec4<bool>(true, false, false, false));
    r11_ = _e145;
    let _e151 = select(_e145, vec4((1f / _e145.xxxx.x)), vec4<bool>(false, true, false, false));
    r11_ = _e151;
    let _e156 = select(_e151, (_e151.yyyy + -(_e69.wwww)), vec4<bool>(false, false, true, false));
    r11_ = _e156;
    let _e161 = select(_e156, saturate((_e156.zzzz * _e118.xxxx)), vec4<bool>(false, false, true, false));
    r11_ = _e161;
    let _e165 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e83.xxxx + _e89.xxxx), vec4<bool>(true, false, false, false));
    r12_ = _e165;
    let _e169 = select(_e165, (_e165.xxxx + _e94.xxxx), vec4<bool>(true, false, false, false));
    r12_ = _e169;
    let _e173 = select(_e169, (_e169.xxxx + _e100.xxxx), vec4<bool>(true, false, false, false));
    r12_ = _e173;
    let _e177 = select(_e173, (_e173.xxxx * vec4<f32>(0f, 1f, 2f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    r12_ = _e177;
    let _e183 = select(_e177, ((_e177.xxxx * _e69.xxxx) + _e69.yyyy), vec4<bool>(true, false, false, false));
    r12_ = _e183;
    let _e188 = select(_e78, mix(_e78.yyyy, _e183.xxxx, _e161.zzzz), vec4<bool>(false, true, false, false));
    r2_ = _e188;
    let _e191 = consts.c[0];
    let _e194 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e188, _e191)), vec4<bool>(true, false, false, false));
    r13_ = _e194;
    let _e197 = consts.c[1];
    let _e200 = select(_e194, vec4(dot(_e188, _e197)), vec4<bool>(false, true, false, false));
    r13_ = _e200;
    let _e203 = consts.c[2];
    let _e206 = select(_e200, vec4(dot(_e188, _e203)), vec4<bool>(false, false, true, false));
    r13_ = _e206;
    let _e209 = consts.c[3];
    let _e212 = select(_e206, vec4(dot(_e188, _e209)), vec4<bool>(false, false, false, true));
    r13_ = _e212;
    o0_ = _e212;
    let _e215 = consts.c[13];
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e128.xyz, -(_e215).xyz))), vec4<bool>(true, false, false, false));
    r14_ = _e222;
    let _e226 = consts.c[15];
    let _e227 = (_e222.xxxx * _e226);
    r14_ = _e227;
    let _e230 = consts.c[16];
    let _e231 = (_e227 + _e230);
    r14_ = _e231;
    let _e233 = select(_e231, _e161.zzzz, vec4<bool>(false, false, false, true));
    r14_ = _e233;
    o4_ = _e233;
    let _e234 = select(vec4<f32>(0f, 0f, 0f, 0f), _e128, vec4<bool>(true, true, true, false));
    o2_ = _e234;
    let _e237 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e69.zzzz), vec4<bool>(true, true, false, false));
    r15_ = _e237;
    let _e241 = consts.c[17];
    let _e244 = select(_e237, (in1_.xyxy * _e241.xyxy), vec4<bool>(false, false, true, true));
    r15_ = _e244;
    o1_ = _e244;
    let _e248 = consts.c[14];
    let _e252 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e161.yyyy + -(_e248.xxxx)), vec4<bool>(true, false, false, false));
    r16_ = _e252;
    let _e257 = select(_e252, saturate((_e252.xxxx * _e248.yyyy)), vec4<bool>(true, false, false, false));
    r16_ = _e257;
    let _e258 = select(vec4<f32>(0f, 0f, 0f, 0f), _e188, vec4<bool>(true, true, true, false));
    o3_ = _e258;
    let _e260 = select(_e258, _e257.xxxx, vec4<bool>(false, false, false, true));
    o3_ = _e260;
    let _e263 = consts.c[256];
    let _e267 = select(_e212, (_e212 + (_e263 * _e212.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e267;
    return Output(_e267, _e244, _e234, _e260, _e233);
}
