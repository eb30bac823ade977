struct Constants {
    c: array<vec4<f32>, 258>,
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
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = in0_;
    r1_ = in2_;
    let _e60 = consts.c[8];
    r2_ = _e60;
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e60.xxxx + -(in0_.wwww)), vec4<bool>(true, false, false, false));
    r3_ = _e66;
    let _e73 = select(_e66, vec4((1f / in2_.xxxx.x)), vec4<bool>(false, true, false, false));
    r3_ = _e73;
    let _e79 = select(_e73, saturate((_e73.xxxx * _e73.yyyy)), vec4<bool>(false, false, true, false));
    r3_ = _e79;
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_.yyyy, in2_.zzzz, _e79.zzzz), vec4<bool>(true, false, false, false));
    r4_ = _e84;
    let _e89 = select(_e79, (_e79.xxxx * _e79.xxxx), vec4<bool>(false, false, false, true));
    r3_ = _e89;
    let _e93 = select(_e89, (_e89.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(false, false, false, true));
    r3_ = _e93;
    let _e97 = consts.c[12];
    let _e101 = select(in0_, ((_e93.wwww * _e97) + in0_), vec4<bool>(true, true, true, false));
    r0_ = _e101;
    let _e105 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_.wwww * _e93.xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e105;
    let _e111 = select(_e105, ((_e105.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    r5_ = _e111;
    let _e114 = select(_e111, fract(_e111.xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e114;
    let _e120 = select(_e114, ((_e114.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    r5_ = _e120;
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e120.xxxx.x), sin(_e120.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r6_ = _e128;
    r7_ = in1_;
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.xxxx * _e128.xxxx), vec4<bool>(true, false, false, false));
    r8_ = _e132;
    let _e139 = select(_e132, ((-(in1_.yyyy) * _e128.yyyy) + _e132.xxxx), vec4<bool>(true, false, false, false));
    r8_ = _e139;
    let _e143 = select(_e139, (in1_.xxxx * _e128.yyyy), vec4<bool>(false, true, false, false));
    r8_ = _e143;
    let _e149 = select(_e143, ((in1_.yyyy * _e128.xxxx) + _e143.yyyy), vec4<bool>(false, true, false, false));
    r8_ = _e149;
    let _e152 = select(_e149, (_e149 * _e84.xxxx), vec4<bool>(true, true, false, false));
    r8_ = _e152;
    let _e156 = consts.c[9];
    let _e159 = select(_e101, ((_e152.xxxx * _e156) + _e101), vec4<bool>(true, true, true, false));
    r0_ = _e159;
    let _e163 = consts.c[10];
    let _e166 = select(_e159, ((_e152.yyyy * _e163) + _e159), vec4<bool>(true, true, true, false));
    r0_ = _e166;
    let _e168 = select(_e166, vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    r0_ = _e168;
    let _e171 = consts.c[0];
    let _e174 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e168, _e171)), vec4<bool>(true, false, false, false));
    r9_ = _e174;
    let _e177 = consts.c[1];
    let _e180 = select(_e174, vec4(dot(_e168, _e177)), vec4<bool>(false, true, false, false));
    r9_ = _e180;
    let _e183 = consts.c[2];
    let _e186 = select(_e180, vec4(dot(_e168, _e183)), vec4<bool>(false, false, true, false));
    r9_ = _e186;
    let _e189 = consts.c[3];
    let _e192 = select(_e186, vec4(dot(_e168, _e189)), vec4<bool>(false, false, false, true));
    r9_ = _e192;
    o0_ = _e192;
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e93.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).zzzz), vec4<bool>(true, false, false, false));
    r10_ = _e196;
    let _e199 = select(_e196, fract(_e196.xxxx), vec4<bool>(false, true, false, false));
    r10_ = _e199;
    let _e204 = select(_e199, (_e199.xxxx + -(_e199.yyyy)), vec4<bool>(true, false, false, false));
    r10_ = _e204;
    let _e208 = select(_e204, (_e204.xxxx * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    r10_ = _e208;
    let _e211 = select(_e208, fract(_e208.zzzz), vec4<bool>(false, false, false, true));
    r10_ = _e211;
    let _e216 = select(_e211, (_e211.zzzz + -(_e211.wwww)), vec4<bool>(false, false, true, false));
    r10_ = _e216;
    let _e220 = select(_e216, (_e216.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    r10_ = _e220;
    let _e225 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, true, false, false));
    r11_ = _e225;
    let _e228 = select(_e225, (_e225 * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(true, true, false, false));
    r11_ = _e228;
    let _e232 = select(_e228, (_e228.xxxx + _e220.wwww), vec4<bool>(true, false, false, false));
    r11_ = _e232;
    let _e236 = select(_e232, (_e232.yyyy + _e220.zzzz), vec4<bool>(false, true, false, false));
    r11_ = _e236;
    let _e239 = select(_e236, _e93.xyzz, vec4<bool>(false, false, true, true));
    r11_ = _e239;
    o1_ = _e239;
    let _e243 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e93.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(true, false, false, false));
    r12_ = _e243;
    let _e244 = _e243.xxxx;
    let _e245 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e248 = select(_e243, select(_e245, _e244, (_e244 < _e245)), vec4<bool>(true, false, false, false));
    r12_ = _e248;
    let _e253 = select(_e248, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e93.zzzz)), vec4<bool>(false, true, false, false));
    r12_ = _e253;
    let _e257 = select(_e253, (_e253.yyyy * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(false, true, false, false));
    r12_ = _e257;
    let _e258 = _e257.yyyy;
    let _e259 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e262 = select(_e257, select(_e259, _e258, (_e258 < _e259)), vec4<bool>(false, true, false, false));
    r12_ = _e262;
    let _e266 = select(_e262, (_e262.xxxx * _e262.yyyy), vec4<bool>(true, false, false, false));
    r12_ = _e266;
    let _e268 = (in3_ * _e266.xxxx);
    r13_ = _e268;
    o2_ = _e268;
    let _e271 = consts.c[11];
    let _e276 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e168.xyz, _e271.xyz)), vec4<bool>(true, false, false, false));
    r14_ = _e276;
    let _e280 = consts.c[13];
    let _e284 = select(_e276, (_e276.xxxx + -(_e280.xxxx)), vec4<bool>(true, false, false, false));
    r14_ = _e284;
    let _e289 = select(_e284, saturate((_e284.xxxx * _e280.yyyy)), vec4<bool>(false, true, false, false));
    r14_ = _e289;
    let _e290 = select(vec4<f32>(0f, 0f, 0f, 0f), _e192, vec4<bool>(true, true, false, false));
    r15_ = _e290;
    let _e292 = select(_e290, _e289.yyyy, vec4<bool>(false, false, true, false));
    r15_ = _e292;
    let _e294 = select(_e292, _e192.wwww, vec4<bool>(false, false, false, true));
    r15_ = _e294;
    o3_ = _e294;
    let _e297 = consts.c[256];
    let _e300 = consts.c[257];
    let _e305 = select(_e192, ((_e192 * _e300) + (_e297 * _e192.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e305;
    return Output(_e305, _e239, _e268, _e294);
}
