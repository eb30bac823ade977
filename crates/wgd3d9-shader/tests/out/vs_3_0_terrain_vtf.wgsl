struct Constants {
    c: array<vec4<f32>, 258>,
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
    o4_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false));
    r0_ = _e58;
    let _e61 = select(_e58, vec4<f32>(0f, 1f, 2f, 0.25f).xxxx, vec4<bool>(false, false, true, true));
    r0_ = _e61;
    let _e64 = textureSampleLevel(t16_, s16_, _e61.xy, _e61.w);
    r1_ = _e64;
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, false, true, false));
    r2_ = _e66;
    let _e70 = consts.c[10];
    let _e76 = select(_e66, ((_e64.xxxx * _e70.xxxx) + _e70.yyyy), vec4<bool>(false, true, false, false));
    r2_ = _e76;
    let _e79 = select(_e76, vec4<f32>(0f, 1f, 2f, 0.25f).yyyy, vec4<bool>(false, false, false, true));
    r2_ = _e79;
    let _e81 = (_e61 + vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy);
    r3_ = _e81;
    let _e84 = textureSampleLevel(t16_, s16_, _e81.xy, _e81.w);
    r4_ = _e84;
    let _e87 = (_e61 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy));
    r3_ = _e87;
    let _e90 = textureSampleLevel(t16_, s16_, _e87.xy, _e87.w);
    r5_ = _e90;
    let _e92 = (_e61 + vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy);
    r3_ = _e92;
    let _e95 = textureSampleLevel(t16_, s16_, _e92.xy, _e92.w);
    r6_ = _e95;
    let _e98 = (_e61 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy));
    r3_ = _e98;
    let _e101 = textureSampleLevel(t16_, s16_, _e98.xy, _e98.w);
    r7_ = _e101;
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e90.xxxx + -(_e84.xxxx)), vec4<bool>(true, false, false, false));
    r8_ = _e107;
    let _e113 = select(_e107, (_e101.xxxx + -(_e95.xxxx)), vec4<bool>(false, false, true, false));
    r8_ = _e113;
    let _e116 = select(_e113, (_e113 * _e70.xxxx), vec4<bool>(true, false, true, false));
    r8_ = _e116;
    let _e119 = consts.c[11];
    let _e121 = select(_e116, _e119.yyyy, vec4<bool>(false, true, false, false));
    r8_ = _e121;
    let _e124 = dot(_e121.xyz, _e121.xyz);
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e121 * vec4(inverseSqrt(_e124))), vec4<f32>(0f, 0f, 0f, 0f), (_e124 == 0f)), vec4<bool>(true, true, true, false));
    r9_ = _e132;
    let _e135 = consts.c[12];
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e79 + -(_e135)), vec4<bool>(true, true, true, false));
    r10_ = _e138;
    let _e143 = select(_e138, vec4(dot(_e138.xyz, _e138.xyz)), vec4<bool>(false, false, false, true));
    r10_ = _e143;
    let _e149 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e143.wwww.x))), vec4<bool>(true, false, false, false));
    r11_ = _e149;
    let _e155 = select(_e149, vec4((1f / _e149.xxxx.x)), vec4<bool>(false, true, false, false));
    r11_ = _e155;
    let _e160 = select(_e155, (_e155.yyyy + -(_e70.wwww)), vec4<bool>(false, false, true, false));
    r11_ = _e160;
    let _e165 = select(_e160, saturate((_e160.zzzz * _e119.xxxx)), vec4<bool>(false, false, true, false));
    r11_ = _e165;
    let _e169 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e84.xxxx + _e90.xxxx), vec4<bool>(true, false, false, false));
    r12_ = _e169;
    let _e173 = select(_e169, (_e169.xxxx + _e95.xxxx), vec4<bool>(true, false, false, false));
    r12_ = _e173;
    let _e177 = select(_e173, (_e173.xxxx + _e101.xxxx), vec4<bool>(true, false, false, false));
    r12_ = _e177;
    let _e181 = select(_e177, (_e177.xxxx * vec4<f32>(0f, 1f, 2f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    r12_ = _e181;
    let _e187 = select(_e181, ((_e181.xxxx * _e70.xxxx) + _e70.yyyy), vec4<bool>(true, false, false, false));
    r12_ = _e187;
    let _e192 = select(_e79, mix(_e79.yyyy, _e187.xxxx, _e165.zzzz), vec4<bool>(false, true, false, false));
    r2_ = _e192;
    let _e195 = consts.c[0];
    let _e198 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e192, _e195)), vec4<bool>(true, false, false, false));
    r13_ = _e198;
    let _e201 = consts.c[1];
    let _e204 = select(_e198, vec4(dot(_e192, _e201)), vec4<bool>(false, true, false, false));
    r13_ = _e204;
    let _e207 = consts.c[2];
    let _e210 = select(_e204, vec4(dot(_e192, _e207)), vec4<bool>(false, false, true, false));
    r13_ = _e210;
    let _e213 = consts.c[3];
    let _e216 = select(_e210, vec4(dot(_e192, _e213)), vec4<bool>(false, false, false, true));
    r13_ = _e216;
    o0_ = _e216;
    let _e219 = consts.c[13];
    let _e226 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e132.xyz, -(_e219).xyz))), vec4<bool>(true, false, false, false));
    r14_ = _e226;
    let _e230 = consts.c[15];
    let _e231 = (_e226.xxxx * _e230);
    r14_ = _e231;
    let _e234 = consts.c[16];
    let _e235 = (_e231 + _e234);
    r14_ = _e235;
    let _e237 = select(_e235, _e165.zzzz, vec4<bool>(false, false, false, true));
    r14_ = _e237;
    o4_ = _e237;
    let _e238 = select(vec4<f32>(0f, 0f, 0f, 0f), _e132, vec4<bool>(true, true, true, false));
    o2_ = _e238;
    let _e241 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e70.zzzz), vec4<bool>(true, true, false, false));
    r15_ = _e241;
    let _e245 = consts.c[17];
    let _e248 = select(_e241, (in1_.xyxy * _e245.xyxy), vec4<bool>(false, false, true, true));
    r15_ = _e248;
    o1_ = _e248;
    let _e252 = consts.c[14];
    let _e256 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e165.yyyy + -(_e252.xxxx)), vec4<bool>(true, false, false, false));
    r16_ = _e256;
    let _e261 = select(_e256, saturate((_e256.xxxx * _e252.yyyy)), vec4<bool>(true, false, false, false));
    r16_ = _e261;
    let _e262 = select(vec4<f32>(0f, 0f, 0f, 0f), _e192, vec4<bool>(true, true, true, false));
    o3_ = _e262;
    let _e264 = select(_e262, _e261.xxxx, vec4<bool>(false, false, false, true));
    o3_ = _e264;
    let _e267 = consts.c[256];
    let _e270 = consts.c[257];
    let _e275 = select(_e216, ((_e216 * _e270) + (_e267 * _e216.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e275;
    return Output(_e275, _e248, _e238, _e264, _e237);
}
