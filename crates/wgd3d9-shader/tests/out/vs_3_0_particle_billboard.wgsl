struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    r0_ = in0_;
    r1_ = in2_;
    let _e59 = consts.c[8];
    r2_ = _e59;
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e59.xxxx + -(in0_.wwww)), vec4<bool>(true, false, false, false));
    r3_ = _e65;
    let _e72 = select(_e65, vec4((1f / in2_.xxxx.x)), vec4<bool>(false, true, false, false));
    r3_ = _e72;
    let _e78 = select(_e72, saturate((_e72.xxxx * _e72.yyyy)), vec4<bool>(false, false, true, false));
    r3_ = _e78;
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_.yyyy, in2_.zzzz, _e78.zzzz), vec4<bool>(true, false, false, false));
    r4_ = _e83;
    let _e88 = select(_e78, (_e78.xxxx * _e78.xxxx), vec4<bool>(false, false, false, true));
    r3_ = _e88;
    let _e92 = select(_e88, (_e88.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(false, false, false, true));
    r3_ = _e92;
    let _e96 = consts.c[12];
    let _e100 = select(in0_, ((_e92.wwww * _e96) + in0_), vec4<bool>(true, true, true, false));
    r0_ = _e100;
    let _e104 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_.wwww * _e92.xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e104;
    let _e110 = select(_e104, ((_e104.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    r5_ = _e110;
    let _e113 = select(_e110, fract(_e110.xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e113;
    let _e119 = select(_e113, ((_e113.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    r5_ = _e119;
    let _e127 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e119.xxxx.x), sin(_e119.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r6_ = _e127;
    r7_ = in1_;
    let _e131 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.xxxx * _e127.xxxx), vec4<bool>(true, false, false, false));
    r8_ = _e131;
    let _e138 = select(_e131, ((-(in1_.yyyy) * _e127.yyyy) + _e131.xxxx), vec4<bool>(true, false, false, false));
    r8_ = _e138;
    let _e142 = select(_e138, (in1_.xxxx * _e127.yyyy), vec4<bool>(false, true, false, false));
    r8_ = _e142;
    let _e148 = select(_e142, ((in1_.yyyy * _e127.xxxx) + _e142.yyyy), vec4<bool>(false, true, false, false));
    r8_ = _e148;
    let _e151 = select(_e148, (_e148 * _e83.xxxx), vec4<bool>(true, true, false, false));
    r8_ = _e151;
    let _e155 = consts.c[9];
    let _e158 = select(_e100, ((_e151.xxxx * _e155) + _e100), vec4<bool>(true, true, true, false));
    r0_ = _e158;
    let _e162 = consts.c[10];
    let _e165 = select(_e158, ((_e151.yyyy * _e162) + _e158), vec4<bool>(true, true, true, false));
    r0_ = _e165;
    let _e167 = select(_e165, vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    r0_ = _e167;
    let _e170 = consts.c[0];
    let _e173 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e167, _e170)), vec4<bool>(true, false, false, false));
    r9_ = _e173;
    let _e176 = consts.c[1];
    let _e179 = select(_e173, vec4(dot(_e167, _e176)), vec4<bool>(false, true, false, false));
    r9_ = _e179;
    let _e182 = consts.c[2];
    let _e185 = select(_e179, vec4(dot(_e167, _e182)), vec4<bool>(false, false, true, false));
    r9_ = _e185;
    let _e188 = consts.c[3];
    let _e191 = select(_e185, vec4(dot(_e167, _e188)), vec4<bool>(false, false, false, true));
    r9_ = _e191;
    o0_ = _e191;
    let _e195 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e92.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).zzzz), vec4<bool>(true, false, false, false));
    r10_ = _e195;
    let _e198 = select(_e195, fract(_e195.xxxx), vec4<bool>(false, true, false, false));
    r10_ = _e198;
    let _e203 = select(_e198, (_e198.xxxx + -(_e198.yyyy)), vec4<bool>(true, false, false, false));
    r10_ = _e203;
    let _e207 = select(_e203, (_e203.xxxx * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    r10_ = _e207;
    let _e210 = select(_e207, fract(_e207.zzzz), vec4<bool>(false, false, false, true));
    r10_ = _e210;
    let _e215 = select(_e210, (_e210.zzzz + -(_e210.wwww)), vec4<bool>(false, false, true, false));
    r10_ = _e215;
    let _e219 = select(_e215, (_e215.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    r10_ = _e219;
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, true, false, false));
    r11_ = _e224;
    let _e227 = select(_e224, (_e224 * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(true, true, false, false));
    r11_ = _e227;
    let _e231 = select(_e227, (_e227.xxxx + _e219.wwww), vec4<bool>(true, false, false, false));
    r11_ = _e231;
    let _e235 = select(_e231, (_e231.yyyy + _e219.zzzz), vec4<bool>(false, true, false, false));
    r11_ = _e235;
    let _e238 = select(_e235, _e92.xyzz, vec4<bool>(false, false, true, true));
    r11_ = _e238;
    o1_ = _e238;
    let _e242 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e92.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(true, false, false, false));
    r12_ = _e242;
    let _e243 = _e242.xxxx;
    let _e244 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e247 = select(_e242, select(_e244, _e243, (_e243 < _e244)), vec4<bool>(true, false, false, false));
    r12_ = _e247;
    let _e252 = select(_e247, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e92.zzzz)), vec4<bool>(false, true, false, false));
    r12_ = _e252;
    let _e256 = select(_e252, (_e252.yyyy * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(false, true, false, false));
    r12_ = _e256;
    let _e257 = _e256.yyyy;
    let _e258 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e261 = select(_e256, select(_e258, _e257, (_e257 < _e258)), vec4<bool>(false, true, false, false));
    r12_ = _e261;
    let _e265 = select(_e261, (_e261.xxxx * _e261.yyyy), vec4<bool>(true, false, false, false));
    r12_ = _e265;
    let _e267 = (in3_ * _e265.xxxx);
    r13_ = _e267;
    o2_ = _e267;
    let _e270 = consts.c[11];
    let _e275 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e167.xyz, _e270.xyz)), vec4<bool>(true, false, false, false));
    r14_ = _e275;
    let _e279 = consts.c[13];
    let _e283 = select(_e275, (_e275.xxxx + -(_e279.xxxx)), vec4<bool>(true, false, false, false));
    r14_ = _e283;
    let _e288 = select(_e283, saturate((_e283.xxxx * _e279.yyyy)), vec4<bool>(false, true, false, false));
    r14_ = _e288;
    let _e289 = select(vec4<f32>(0f, 0f, 0f, 0f), _e191, vec4<bool>(true, true, false, false));
    r15_ = _e289;
    let _e291 = select(_e289, _e288.yyyy, vec4<bool>(false, false, true, false));
    r15_ = _e291;
    let _e293 = select(_e291, _e191.wwww, vec4<bool>(false, false, false, true));
    r15_ = _e293;
    o3_ = _e293;
    let _e296 = consts.c[256];
    let _e300 = select(_e191, (_e191 + (_e296 * _e191.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e300;
    return Output(_e300, _e238, _e267, _e293);
}
