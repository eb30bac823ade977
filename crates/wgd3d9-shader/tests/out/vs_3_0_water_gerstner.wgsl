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
var<uniform> consts: array<vec4<u32>, 4096>;
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
    let _e20 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e20.x, 0i, 255i);
    loop_step = _e20.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 1f, 0.5f, 2f).xyxx;
    r2_ = bitcast<vec4<f32>>(_e14);
    r3_ = vec4<f32>(0f, 1f, 0.5f, 2f).xxxx;
    r18_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e20.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e39 = loop_count;
        if (_e39 <= 0i) {
            break;
        }
        loop_count = (_e39 - 1i);
        let _e42 = r18_;
        let _e46 = (i32(_e42.x) + 20i);
        let _e52 = consts[(_e4 + min(u32(_e46), 265u))];
        let _e58 = select(select(bitcast<vec4<f32>>(_e52), vec4<f32>(0f, 1f, 0.5f, 2f), (_e46 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e46 == 5i));
        let _e62 = (i32(_e42.x) + 30i);
        let _e67 = consts[(_e4 + min(u32(_e62), 265u))];
        let _e72 = select(select(bitcast<vec4<f32>>(_e67), vec4<f32>(0f, 1f, 0.5f, 2f), (_e62 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e62 == 5i));
        let _e74 = r0_;
        let _e78 = r6_;
        let _e79 = select(_e78, (_e58.xxxx * _e74.xxxx), vec4<bool>(true, false, false, false));
        let _e85 = select(_e79, ((_e58.yyyy * _e74.zzzz) + _e79.xxxx), vec4<bool>(true, false, false, false));
        let _e89 = select(_e85, (_e85.xxxx * _e58.zzzz), vec4<bool>(true, false, false, false));
        let _e90 = r2_;
        let _e96 = select(_e89, ((_e90.xxxx * _e58.wwww) + _e89.xxxx), vec4<bool>(true, false, false, false));
        let _e102 = select(_e96, ((_e96.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
        let _e105 = select(_e102, fract(_e102.xxxx), vec4<bool>(true, false, false, false));
        let _e111 = select(_e105, ((_e105.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
        let _e118 = r7_;
        let _e120 = select(_e118, vec4<f32>(cos(_e111.x), sin(_e111.x), 0f, 0f), vec4<bool>(true, true, false, false));
        let _e125 = r8_;
        let _e126 = select(_e125, (_e72.xxxx * _e72.yyyy), vec4<bool>(true, false, false, false));
        let _e131 = select(_e126, (_e126.xxxx * _e120.xxxx), vec4<bool>(false, true, false, false));
        let _e134 = r3_;
        let _e138 = select(_e134, ((_e58.xxxx * _e131.yyyy) + _e134.xxxx), vec4<bool>(true, false, false, false));
        let _e145 = select(_e138, ((_e58.yyyy * _e131.yyyy) + _e138.zzzz), vec4<bool>(false, false, true, false));
        let _e156 = r9_;
        let _e157 = select(_e156, (_e72.xxxx * _e58.zzzz), vec4<bool>(true, false, false, false));
        let _e161 = select(_e157, (_e157.xxxx * _e120.xxxx), vec4<bool>(false, true, false, false));
        let _e165 = select(_e161, (_e161.xxxx * _e120.yyyy), vec4<bool>(false, false, true, false));
        let _e169 = r1_;
        let _e173 = select(_e169, ((_e58.xxxx * -(_e165.yyyy)) + _e169.xxxx), vec4<bool>(true, false, false, false));
        let _e180 = select(_e173, ((_e58.yyyy * -(_e165.yyyy)) + _e173.zzzz), vec4<bool>(false, false, true, false));
        let _e188 = loop_step;
        r4_ = _e58;
        r5_ = _e72;
        r6_ = _e111;
        r7_ = _e120;
        r8_ = _e131;
        r3_ = select(_e145, ((_e72.xxxx * _e120.yyyy) + _e145.yyyy), vec4<bool>(false, true, false, false));
        r9_ = _e165;
        r1_ = select(_e180, ((_e72.yyyy * -(_e165.zzzz)) + _e180.yyyy), vec4<bool>(false, true, false, false));
        r18_ = select(_e42, vec4((_e42.x + f32(_e188))), vec4<bool>(true, false, false, false));
    }
    let _e196 = r0_;
    let _e197 = r3_;
    let _e200 = select(_e196, (_e196 + _e197), vec4<bool>(true, true, true, false));
    let _e204 = consts[(_e4 + 0u)];
    let _e209 = r10_;
    let _e214 = consts[(_e4 + 1u)];
    let _e222 = consts[(_e4 + 2u)];
    let _e230 = consts[(_e4 + 3u)];
    let _e235 = select(select(select(select(_e209, vec4(dot(_e200, bitcast<vec4<f32>>(_e204))), vec4<bool>(true, false, false, false)), vec4(dot(_e200, bitcast<vec4<f32>>(_e214))), vec4<bool>(false, true, false, false)), vec4(dot(_e200, bitcast<vec4<f32>>(_e222))), vec4<bool>(false, false, true, false)), vec4(dot(_e200, bitcast<vec4<f32>>(_e230))), vec4<bool>(false, false, false, true));
    let _e236 = r1_;
    let _e239 = dot(_e236.xyz, _e236.xyz);
    let _e246 = r11_;
    let _e247 = select(_e246, select((_e236 * vec4(inverseSqrt(_e239))), vec4<f32>(0f, 0f, 0f, 0f), (_e239 == 0f)), vec4<bool>(true, true, true, false));
    let _e249 = o3_;
    let _e255 = r12_;
    let _e261 = select(select(_e255, (_e235.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, false, false, false)), (_e235.yyyy * -(vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(false, true, false, false));
    let _e272 = consts[(_e4 + 9u)];
    let _e277 = r13_;
    let _e278 = select(_e277, (bitcast<vec4<f32>>(_e272) + -(_e200)), vec4<bool>(true, true, true, false));
    let _e281 = dot(_e278.xyz, _e278.xyz);
    let _e288 = r14_;
    let _e289 = select(_e288, select((_e278 * vec4(inverseSqrt(_e281))), vec4<f32>(0f, 0f, 0f, 0f), (_e281 == 0f)), vec4<bool>(true, true, true, false));
    let _e291 = o4_;
    let _e299 = r17_;
    let _e300 = select(_e299, saturate(vec4(dot(_e289.xyz, _e247.xyz))), vec4<bool>(true, false, false, false));
    let _e305 = select(_e300, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e300.xxxx)), vec4<bool>(true, false, false, false));
    let _e309 = select(_e305, (_e305.xxxx * _e305.xxxx), vec4<bool>(false, true, false, false));
    let _e313 = select(_e309, (_e309.yyyy * _e309.yyyy), vec4<bool>(false, true, false, false));
    let _e318 = v1_;
    let _e323 = consts[(_e4 + 10u)];
    let _e326 = r2_;
    let _e331 = consts[(_e4 + 11u)];
    let _e340 = r16_;
    let _e341 = select(_e340, vec4(dot(_e278.xyz, _e278.xyz)), vec4<bool>(true, false, false, false));
    let _e346 = select(_e341, vec4(inverseSqrt(abs(_e341.x))), vec4<bool>(false, true, false, false));
    let _e351 = select(_e346, vec4((1f / _e346.y)), vec4<bool>(false, false, true, false));
    let _e356 = consts[(_e4 + 12u)];
    let _e357 = bitcast<vec4<f32>>(_e356);
    let _e375 = consts[(_e4 + 256u)];
    let _e380 = consts[(_e4 + 257u)];
    return Output(select(_e235, ((_e235 * bitcast<vec4<f32>>(_e380)) + (bitcast<vec4<f32>>(_e375) * _e235.wwww)), vec4<bool>(true, true, true, false)), ((_e326.xxxx * bitcast<vec4<f32>>(_e331)) + (_e318.xyxy * bitcast<vec4<f32>>(_e323))), select(select(_e261, ((_e235.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e261), vec4<bool>(true, true, false, false)), _e235, vec4<bool>(false, false, true, true)), select(_e249, _e247, vec4<bool>(true, true, true, false)), select(_e291, _e289, vec4<bool>(true, true, true, false)), select(select(select(_e351, saturate(((_e351.zzzz * _e357.xxxx) + _e357.yyyy)), vec4<bool>(false, false, false, true)), saturate((_e197.yyyy * _e357.zzzz)), vec4<bool>(true, false, false, false)), select(_e313, (_e313.yyyy * _e313.xxxx), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false)).wxyz);
}
