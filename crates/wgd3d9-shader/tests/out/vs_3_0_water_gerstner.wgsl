struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(4) out5_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

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
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var o5_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 1f, 0.5f, 2f).xyxx;
    let _e63 = consts.c[8];
    r2_ = _e63;
    r3_ = vec4<f32>(0f, 1f, 0.5f, 2f).xxxx;
    let _e68 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e68.x, 0i, 255i);
    loop_step = _e68.z;
    r18_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e68.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e80 = loop_count;
        if (_e80 <= 0i) {
            break;
        }
        loop_count = (_e80 - 1i);
        let _e84 = r18_;
        let _e88 = (i32(_e84.x) + 20i);
        let _e90 = consts.c[_e88];
        let _e95 = select(select(_e90, vec4<f32>(0f, 1f, 0.5f, 2f), (_e88 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e88 == 5i));
        r4_ = _e95;
        let _e100 = (i32(_e84.x) + 30i);
        let _e102 = consts.c[_e100];
        let _e106 = select(select(_e102, vec4<f32>(0f, 1f, 0.5f, 2f), (_e100 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e100 == 5i));
        r5_ = _e106;
        let _e108 = r0_;
        let _e111 = r6_;
        let _e112 = select(_e111, (_e95.xxxx * _e108.xxxx), vec4<bool>(true, false, false, false));
        r6_ = _e112;
        let _e118 = select(_e112, ((_e95.yyyy * _e108.zzzz) + _e112.xxxx), vec4<bool>(true, false, false, false));
        r6_ = _e118;
        let _e122 = select(_e118, (_e118.xxxx * _e95.zzzz), vec4<bool>(true, false, false, false));
        r6_ = _e122;
        let _e123 = r2_;
        let _e129 = select(_e122, ((_e123.xxxx * _e95.wwww) + _e122.xxxx), vec4<bool>(true, false, false, false));
        r6_ = _e129;
        let _e135 = select(_e129, ((_e129.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
        r6_ = _e135;
        let _e138 = select(_e135, fract(_e135.xxxx), vec4<bool>(true, false, false, false));
        r6_ = _e138;
        let _e144 = select(_e138, ((_e138.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
        r6_ = _e144;
        let _e151 = r7_;
        let _e153 = select(_e151, vec4<f32>(cos(_e144.xxxx.x), sin(_e144.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
        r7_ = _e153;
        let _e157 = r8_;
        let _e158 = select(_e157, (_e106.xxxx * _e106.yyyy), vec4<bool>(true, false, false, false));
        r8_ = _e158;
        let _e163 = select(_e158, (_e158.xxxx * _e153.xxxx), vec4<bool>(false, true, false, false));
        r8_ = _e163;
        let _e166 = r3_;
        let _e170 = select(_e166, ((_e95.xxxx * _e163.yyyy) + _e166.xxxx), vec4<bool>(true, false, false, false));
        r3_ = _e170;
        let _e177 = select(_e170, ((_e95.yyyy * _e163.yyyy) + _e170.zzzz), vec4<bool>(false, false, true, false));
        r3_ = _e177;
        r3_ = select(_e177, ((_e106.xxxx * _e153.yyyy) + _e177.yyyy), vec4<bool>(false, true, false, false));
        let _e187 = r9_;
        let _e188 = select(_e187, (_e106.xxxx * _e95.zzzz), vec4<bool>(true, false, false, false));
        r9_ = _e188;
        let _e192 = select(_e188, (_e188.xxxx * _e153.xxxx), vec4<bool>(false, true, false, false));
        r9_ = _e192;
        let _e196 = select(_e192, (_e192.xxxx * _e153.yyyy), vec4<bool>(false, false, true, false));
        r9_ = _e196;
        let _e200 = r1_;
        let _e204 = select(_e200, ((_e95.xxxx * -(_e196.yyyy)) + _e200.xxxx), vec4<bool>(true, false, false, false));
        r1_ = _e204;
        let _e211 = select(_e204, ((_e95.yyyy * -(_e196.yyyy)) + _e204.zzzz), vec4<bool>(false, false, true, false));
        r1_ = _e211;
        r1_ = select(_e211, ((_e106.yyyy * -(_e196.zzzz)) + _e211.yyyy), vec4<bool>(false, true, false, false));
        let _e219 = loop_step;
        r18_ = select(_e84, vec4((_e84.x + f32(_e219))), vec4<bool>(true, false, false, false));
    }
    let _e225 = r0_;
    let _e226 = r3_;
    let _e229 = select(_e225, (_e225 + _e226), vec4<bool>(true, true, true, false));
    r0_ = _e229;
    let _e232 = consts.c[0];
    let _e235 = r10_;
    let _e236 = select(_e235, vec4(dot(_e229, _e232)), vec4<bool>(true, false, false, false));
    r10_ = _e236;
    let _e239 = consts.c[1];
    let _e242 = select(_e236, vec4(dot(_e229, _e239)), vec4<bool>(false, true, false, false));
    r10_ = _e242;
    let _e245 = consts.c[2];
    let _e248 = select(_e242, vec4(dot(_e229, _e245)), vec4<bool>(false, false, true, false));
    r10_ = _e248;
    let _e251 = consts.c[3];
    let _e255 = select(_e248, vec4(dot(_e229, _e251)), vec4<bool>(false, false, false, true));
    r10_ = _e255;
    o0_ = _e255;
    let _e256 = r1_;
    let _e259 = dot(_e256.xyz, _e256.xyz);
    let _e265 = r11_;
    let _e266 = select(_e265, select((_e256 * vec4(inverseSqrt(_e259))), vec4<f32>(0f, 0f, 0f, 0f), (_e259 == 0f)), vec4<bool>(true, true, true, false));
    r11_ = _e266;
    let _e267 = o3_;
    let _e268 = select(_e267, _e266, vec4<bool>(true, true, true, false));
    o3_ = _e268;
    let _e272 = r12_;
    let _e273 = select(_e272, (_e255.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, false, false, false));
    r12_ = _e273;
    let _e278 = select(_e273, (_e255.yyyy * -(vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(false, true, false, false));
    r12_ = _e278;
    let _e283 = select(_e278, ((_e255.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e278), vec4<bool>(true, true, false, false));
    r12_ = _e283;
    let _e285 = select(_e283, _e255, vec4<bool>(false, false, true, true));
    r12_ = _e285;
    o2_ = _e285;
    let _e288 = consts.c[9];
    let _e291 = r13_;
    let _e292 = select(_e291, (_e288 + -(_e229)), vec4<bool>(true, true, true, false));
    r13_ = _e292;
    let _e295 = dot(_e292.xyz, _e292.xyz);
    let _e301 = r14_;
    let _e302 = select(_e301, select((_e292 * vec4(inverseSqrt(_e295))), vec4<f32>(0f, 0f, 0f, 0f), (_e295 == 0f)), vec4<bool>(true, true, true, false));
    r14_ = _e302;
    let _e303 = o4_;
    let _e304 = select(_e303, _e302, vec4<bool>(true, true, true, false));
    o4_ = _e304;
    let _e310 = r17_;
    let _e311 = select(_e310, saturate(vec4(dot(_e302.xyz, _e266.xyz))), vec4<bool>(true, false, false, false));
    r17_ = _e311;
    let _e316 = select(_e311, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e311.xxxx)), vec4<bool>(true, false, false, false));
    r17_ = _e316;
    let _e320 = select(_e316, (_e316.xxxx * _e316.xxxx), vec4<bool>(false, true, false, false));
    r17_ = _e320;
    let _e324 = select(_e320, (_e320.yyyy * _e320.yyyy), vec4<bool>(false, true, false, false));
    r17_ = _e324;
    let _e328 = select(_e324, (_e324.yyyy * _e324.xxxx), vec4<bool>(false, true, false, false));
    r17_ = _e328;
    let _e329 = v1_;
    let _e333 = consts.c[10];
    let _e334 = (_e329.xyxy * _e333);
    r15_ = _e334;
    let _e335 = r2_;
    let _e339 = consts.c[11];
    let _e341 = ((_e335.xxxx * _e339) + _e334);
    r15_ = _e341;
    o1_ = _e341;
    let _e346 = r16_;
    let _e347 = select(_e346, vec4(dot(_e292.xyz, _e292.xyz)), vec4<bool>(true, false, false, false));
    r16_ = _e347;
    let _e353 = select(_e347, vec4(inverseSqrt(abs(_e347.xxxx.x))), vec4<bool>(false, true, false, false));
    r16_ = _e353;
    let _e359 = select(_e353, vec4((1f / _e353.yyyy.x)), vec4<bool>(false, false, true, false));
    r16_ = _e359;
    let _e363 = consts.c[12];
    let _e369 = select(_e359, saturate(((_e359.zzzz * _e363.xxxx) + _e363.yyyy)), vec4<bool>(false, false, false, true));
    r16_ = _e369;
    let _e374 = select(_e369, saturate((_e226.yyyy * _e363.zzzz)), vec4<bool>(true, false, false, false));
    r16_ = _e374;
    let _e376 = select(_e374, _e328.yyyy, vec4<bool>(false, true, false, false));
    r16_ = _e376;
    let _e377 = _e376.wxyz;
    o5_ = _e377;
    let _e380 = consts.c[256];
    let _e383 = consts.c[257];
    let _e388 = select(_e255, ((_e255 * _e383) + (_e380 * _e255.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e388;
    return Output(_e388, _e341, _e285, _e268, _e304, _e377);
}
