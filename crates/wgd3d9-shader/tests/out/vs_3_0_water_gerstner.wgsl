struct Immediates {
    vs: u32,
    ps: u32,
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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 8u)];
    let _e19 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e19.x, 0i, 255i);
    loop_step = _e19.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 1f, 0.5f, 2f).xyxx;
    r2_ = _e14;
    r3_ = vec4<f32>(0f, 1f, 0.5f, 2f).xxxx;
    r18_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e19.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e38 = loop_count;
        if (_e38 <= 0i) {
            break;
        }
        loop_count = (_e38 - 1i);
        let _e41 = r18_;
        let _e45 = (i32(_e41.x) + 20i);
        let _e51 = consts[(_e4 + min(u32(_e45), 265u))];
        let _e56 = select(select(_e51, vec4<f32>(0f, 1f, 0.5f, 2f), (_e45 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e45 == 5i));
        let _e60 = (i32(_e41.x) + 30i);
        let _e65 = consts[(_e4 + min(u32(_e60), 265u))];
        let _e69 = select(select(_e65, vec4<f32>(0f, 1f, 0.5f, 2f), (_e60 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e60 == 5i));
        let _e71 = r0_;
        let _e75 = r6_;
        let _e76 = select(_e75, (_e56.xxxx * _e71.xxxx), vec4<bool>(true, false, false, false));
        let _e82 = select(_e76, ((_e56.yyyy * _e71.zzzz) + _e76.xxxx), vec4<bool>(true, false, false, false));
        let _e86 = select(_e82, (_e82.xxxx * _e56.zzzz), vec4<bool>(true, false, false, false));
        let _e87 = r2_;
        let _e93 = select(_e86, ((_e87.xxxx * _e56.wwww) + _e86.xxxx), vec4<bool>(true, false, false, false));
        let _e99 = select(_e93, ((_e93.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
        let _e102 = select(_e99, fract(_e99.xxxx), vec4<bool>(true, false, false, false));
        let _e108 = select(_e102, ((_e102.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
        let _e115 = r7_;
        let _e117 = select(_e115, vec4<f32>(cos(_e108.x), sin(_e108.x), 0f, 0f), vec4<bool>(true, true, false, false));
        let _e122 = r8_;
        let _e123 = select(_e122, (_e69.xxxx * _e69.yyyy), vec4<bool>(true, false, false, false));
        let _e128 = select(_e123, (_e123.xxxx * _e117.xxxx), vec4<bool>(false, true, false, false));
        let _e131 = r3_;
        let _e135 = select(_e131, ((_e56.xxxx * _e128.yyyy) + _e131.xxxx), vec4<bool>(true, false, false, false));
        let _e142 = select(_e135, ((_e56.yyyy * _e128.yyyy) + _e135.zzzz), vec4<bool>(false, false, true, false));
        let _e153 = r9_;
        let _e154 = select(_e153, (_e69.xxxx * _e56.zzzz), vec4<bool>(true, false, false, false));
        let _e158 = select(_e154, (_e154.xxxx * _e117.xxxx), vec4<bool>(false, true, false, false));
        let _e162 = select(_e158, (_e158.xxxx * _e117.yyyy), vec4<bool>(false, false, true, false));
        let _e166 = r1_;
        let _e170 = select(_e166, ((_e56.xxxx * -(_e162.yyyy)) + _e166.xxxx), vec4<bool>(true, false, false, false));
        let _e177 = select(_e170, ((_e56.yyyy * -(_e162.yyyy)) + _e170.zzzz), vec4<bool>(false, false, true, false));
        let _e185 = loop_step;
        r4_ = _e56;
        r5_ = _e69;
        r6_ = _e108;
        r7_ = _e117;
        r8_ = _e128;
        r3_ = select(_e142, ((_e69.xxxx * _e117.yyyy) + _e142.yyyy), vec4<bool>(false, true, false, false));
        r9_ = _e162;
        r1_ = select(_e177, ((_e69.yyyy * -(_e162.zzzz)) + _e177.yyyy), vec4<bool>(false, true, false, false));
        r18_ = select(_e41, vec4((_e41.x + f32(_e185))), vec4<bool>(true, false, false, false));
    }
    let _e193 = r0_;
    let _e194 = r3_;
    let _e197 = select(_e193, (_e193 + _e194), vec4<bool>(true, true, true, false));
    let _e201 = consts[(_e4 + 0u)];
    let _e205 = r10_;
    let _e210 = consts[(_e4 + 1u)];
    let _e217 = consts[(_e4 + 2u)];
    let _e224 = consts[(_e4 + 3u)];
    let _e228 = select(select(select(select(_e205, vec4(dot(_e197, _e201)), vec4<bool>(true, false, false, false)), vec4(dot(_e197, _e210)), vec4<bool>(false, true, false, false)), vec4(dot(_e197, _e217)), vec4<bool>(false, false, true, false)), vec4(dot(_e197, _e224)), vec4<bool>(false, false, false, true));
    let _e229 = r1_;
    let _e232 = dot(_e229.xyz, _e229.xyz);
    let _e239 = r11_;
    let _e240 = select(_e239, select((_e229 * vec4(inverseSqrt(_e232))), vec4<f32>(0f, 0f, 0f, 0f), (_e232 == 0f)), vec4<bool>(true, true, true, false));
    let _e242 = o3_;
    let _e248 = r12_;
    let _e254 = select(select(_e248, (_e228.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, false, false, false)), (_e228.yyyy * -(vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(false, true, false, false));
    let _e265 = consts[(_e4 + 9u)];
    let _e269 = r13_;
    let _e270 = select(_e269, (_e265 + -(_e197)), vec4<bool>(true, true, true, false));
    let _e273 = dot(_e270.xyz, _e270.xyz);
    let _e280 = r14_;
    let _e281 = select(_e280, select((_e270 * vec4(inverseSqrt(_e273))), vec4<f32>(0f, 0f, 0f, 0f), (_e273 == 0f)), vec4<bool>(true, true, true, false));
    let _e283 = o4_;
    let _e291 = r17_;
    let _e292 = select(_e291, saturate(vec4(dot(_e281.xyz, _e240.xyz))), vec4<bool>(true, false, false, false));
    let _e297 = select(_e292, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e292.xxxx)), vec4<bool>(true, false, false, false));
    let _e301 = select(_e297, (_e297.xxxx * _e297.xxxx), vec4<bool>(false, true, false, false));
    let _e305 = select(_e301, (_e301.yyyy * _e301.yyyy), vec4<bool>(false, true, false, false));
    let _e310 = v1_;
    let _e315 = consts[(_e4 + 10u)];
    let _e317 = r2_;
    let _e322 = consts[(_e4 + 11u)];
    let _e330 = r16_;
    let _e331 = select(_e330, vec4(dot(_e270.xyz, _e270.xyz)), vec4<bool>(true, false, false, false));
    let _e336 = select(_e331, vec4(inverseSqrt(abs(_e331.x))), vec4<bool>(false, true, false, false));
    let _e341 = select(_e336, vec4((1f / _e336.y)), vec4<bool>(false, false, true, false));
    let _e346 = consts[(_e4 + 12u)];
    let _e364 = consts[(_e4 + 256u)];
    let _e368 = consts[(_e4 + 257u)];
    return Output(select(_e228, ((_e228 * _e368) + (_e364 * _e228.wwww)), vec4<bool>(true, true, true, false)), ((_e317.xxxx * _e322) + (_e310.xyxy * _e315)), select(select(_e254, ((_e228.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e254), vec4<bool>(true, true, false, false)), _e228, vec4<bool>(false, false, true, true)), select(_e242, _e240, vec4<bool>(true, true, true, false)), select(_e283, _e281, vec4<bool>(true, true, true, false)), select(select(select(_e341, saturate(((_e341.zzzz * _e346.xxxx) + _e346.yyyy)), vec4<bool>(false, false, false, true)), saturate((_e194.yyyy * _e346.zzzz)), vec4<bool>(true, false, false, false)), select(_e305, (_e305.yyyy * _e305.xxxx), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false)).wxyz);
}
