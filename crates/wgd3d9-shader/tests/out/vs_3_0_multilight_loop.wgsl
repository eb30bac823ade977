struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e63 = consts.c[0];
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e63)), vec4<bool>(true, false, false, false));
    o0_ = _e67;
    let _e70 = consts.c[1];
    let _e74 = select(_e67, vec4(dot(in0_, _e70)), vec4<bool>(false, true, false, false));
    o0_ = _e74;
    let _e77 = consts.c[2];
    let _e81 = select(_e74, vec4(dot(in0_, _e77)), vec4<bool>(false, false, true, false));
    o0_ = _e81;
    let _e84 = consts.c[3];
    o0_ = select(_e81, vec4(dot(in0_, _e84)), vec4<bool>(false, false, false, true));
    let _e91 = consts.c[5];
    let _e94 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e91)), vec4<bool>(true, false, false, false));
    r0_ = _e94;
    let _e97 = consts.c[6];
    let _e100 = select(_e94, vec4(dot(in0_, _e97)), vec4<bool>(false, true, false, false));
    r0_ = _e100;
    let _e103 = consts.c[7];
    let _e106 = select(_e100, vec4(dot(in0_, _e103)), vec4<bool>(false, false, true, false));
    r0_ = _e106;
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e91.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e111;
    let _e116 = select(_e111, vec4(dot(in1_.xyz, _e97.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e116;
    let _e121 = select(_e116, vec4(dot(in1_.xyz, _e103.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e121;
    let _e124 = dot(_e121.xyz, _e121.xyz);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e121 * vec4(inverseSqrt(_e124))), vec4<f32>(0f, 0f, 0f, 0f), (_e124 == 0f)), vec4<bool>(true, true, true, false));
    let _e135 = consts.c[8];
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e135 + -(_e106)), vec4<bool>(true, true, true, false));
    r3_ = _e138;
    let _e141 = dot(_e138.xyz, _e138.xyz);
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e138 * vec4(inverseSqrt(_e141))), vec4<f32>(0f, 0f, 0f, 0f), (_e141 == 0f)), vec4<bool>(true, true, true, false));
    let _e150 = consts.c[10];
    r5_ = _e150;
    r6_ = vec4<f32>(0f, 1f, 0.5f, 10f).xxxx;
    let _e154 = consts.c[9];
    r7_ = _e154;
    r8_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, 10f).xxxx, vec4<bool>(true, false, false, false));
    let _e160 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e160.x, 0i, 255i);
    loop_step = _e160.z;
    r19_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e160.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e171 = loop_count;
        if (_e171 <= 0i) {
            break;
        }
        loop_count = (_e171 - 1i);
        let _e174 = r8_;
        let _e176 = r7_;
        if (_e174.xxxx.x >= _e176.xxxx.x) {
            break;
        }
        r8_ = select(_e174, (_e174.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        let _e186 = r19_;
        let _e190 = (i32(_e186.x) + 20i);
        let _e192 = consts.c[_e190];
        let _e195 = select(_e192, vec4<f32>(0f, 1f, 0.5f, 10f), (_e190 == 4i));
        r9_ = _e195;
        let _e196 = r0_;
        let _e199 = r10_;
        let _e200 = select(_e199, (_e195 + -(_e196)), vec4<bool>(true, true, true, false));
        r10_ = _e200;
        let _e205 = r11_;
        let _e206 = select(_e205, vec4(dot(_e200.xyz, _e200.xyz)), vec4<bool>(true, false, false, false));
        r11_ = _e206;
        let _e212 = select(_e206, vec4(inverseSqrt(abs(_e206.xxxx.x))), vec4<bool>(false, true, false, false));
        r11_ = _e212;
        r10_ = select(_e200, (_e200 * _e212.yyyy), vec4<bool>(true, true, true, false));
        let _e221 = select(_e212, vec4((1f / _e212.yyyy.x)), vec4<bool>(false, false, true, false));
        r11_ = _e221;
        let _e223 = r12_;
        let _e224 = select(_e223, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false));
        r12_ = _e224;
        let _e226 = select(_e224, _e221.zzzz, vec4<bool>(false, true, false, false));
        r12_ = _e226;
        let _e228 = select(_e226, _e221.xxxx, vec4<bool>(false, false, true, false));
        r12_ = _e228;
        let _e233 = (i32(_e186.x) + 40i);
        let _e235 = consts.c[_e233];
        let _e242 = r13_;
        let _e243 = select(_e242, vec4(dot(_e228.xyz, select(_e235, vec4<f32>(0f, 1f, 0.5f, 10f), (_e233 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r13_ = _e243;
        r13_ = select(_e243, vec4((1f / _e243.xxxx.x)), vec4<bool>(true, false, false, false));
        if (_e195.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e255 = r19_;
            let _e259 = (i32(_e255.x) + 50i);
            let _e261 = consts.c[_e259];
            let _e263 = select(_e261, vec4<f32>(0f, 1f, 0.5f, 10f), (_e259 == 4i));
            r14_ = _e263;
            let _e264 = r10_;
            let _e270 = r15_;
            let _e271 = select(_e270, vec4(dot(-(_e264).xyz, _e263.xyz)), vec4<bool>(true, false, false, false));
            r15_ = _e271;
            let _e276 = select(_e271, (_e271.xxxx + -(_e263.wwww)), vec4<bool>(true, false, false, false));
            r15_ = _e276;
            let _e281 = select(_e276, saturate((_e276.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            r15_ = _e281;
            let _e282 = r13_;
            r13_ = select(_e282, (_e282.xxxx * _e281.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e287 = r2_;
        let _e288 = r10_;
        let _e294 = r16_;
        let _e295 = select(_e294, saturate(vec4(dot(_e287.xyz, _e288.xyz))), vec4<bool>(true, false, false, false));
        r16_ = _e295;
        let _e297 = r13_;
        let _e300 = select(_e295, (_e295.xxxx * _e297.xxxx), vec4<bool>(true, false, false, false));
        r16_ = _e300;
        let _e303 = r19_;
        let _e307 = (i32(_e303.x) + 30i);
        let _e309 = consts.c[_e307];
        let _e312 = r5_;
        r5_ = ((_e300.xxxx * select(_e309, vec4<f32>(0f, 1f, 0.5f, 10f), (_e307 == 4i))) + _e312);
        let _e315 = r4_;
        let _e317 = r17_;
        let _e318 = select(_e317, (_e288 + _e315), vec4<bool>(true, true, true, false));
        r17_ = _e318;
        let _e321 = dot(_e318.xyz, _e318.xyz);
        let _e327 = r18_;
        let _e328 = select(_e327, select((_e318 * vec4(inverseSqrt(_e321))), vec4<f32>(0f, 0f, 0f, 0f), (_e321 == 0f)), vec4<bool>(true, true, true, false));
        r18_ = _e328;
        let _e334 = select(_e300, saturate(vec4(dot(_e287.xyz, _e328.xyz))), vec4<bool>(false, true, false, false));
        r16_ = _e334;
        let _e337 = r7_;
        let _e340 = abs(_e334.yyyy.x);
        let _e351 = select(_e334, vec4(min(select(select(pow(_e340, _e337.yyyy.x), 340282350000000000000000000000000000000f, ((_e340 == 0f) && (_e337.yyyy.x < 0f))), 1f, (_e337.yyyy.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        r16_ = _e351;
        let _e355 = select(_e351, (_e351.zzzz * _e297.xxxx), vec4<bool>(false, false, true, false));
        r16_ = _e355;
        let _e360 = (i32(_e303.x) + 30i);
        let _e362 = consts.c[_e360];
        let _e365 = r6_;
        r6_ = ((_e355.zzzz * select(_e362, vec4<f32>(0f, 1f, 0.5f, 10f), (_e360 == 4i))) + _e365);
        let _e368 = loop_step;
        r19_ = select(_e303, vec4((_e303.x + f32(_e368))), vec4<bool>(true, false, false, false));
    }
    let _e374 = r5_;
    let _e375 = saturate(_e374);
    o1_ = _e375;
    let _e376 = r6_;
    let _e377 = saturate(_e376);
    o2_ = _e377;
    let _e378 = v2_;
    let _e379 = o3_;
    let _e381 = select(_e379, _e378, vec4<bool>(true, true, false, false));
    o3_ = _e381;
    let _e382 = o0_;
    let _e385 = consts.c[256];
    let _e388 = consts.c[257];
    let _e393 = select(_e382, ((_e382 * _e388) + (_e385 * _e382.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e393;
    return Output(_e393, _e375, _e377, _e381);
}
