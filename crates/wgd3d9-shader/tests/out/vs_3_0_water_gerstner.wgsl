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
        let _e47 = u32(_e46);
        let _e52 = consts[(_e4 + min(_e47, 265u))];
        let _e61 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e52), (_e47 < 256u)), vec4<f32>(0f, 1f, 0.5f, 2f), (_e46 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e46 == 5i));
        let _e65 = (i32(_e42.x) + 30i);
        let _e66 = u32(_e65);
        let _e70 = consts[(_e4 + min(_e66, 265u))];
        let _e77 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e70), (_e66 < 256u)), vec4<f32>(0f, 1f, 0.5f, 2f), (_e65 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e65 == 5i));
        let _e79 = r0_;
        let _e83 = r6_;
        let _e84 = select(_e83, (_e61.xxxx * _e79.xxxx), vec4<bool>(true, false, false, false));
        let _e90 = select(_e84, ((_e61.yyyy * _e79.zzzz) + _e84.xxxx), vec4<bool>(true, false, false, false));
        let _e94 = select(_e90, (_e90.xxxx * _e61.zzzz), vec4<bool>(true, false, false, false));
        let _e95 = r2_;
        let _e101 = select(_e94, ((_e95.xxxx * _e61.wwww) + _e94.xxxx), vec4<bool>(true, false, false, false));
        let _e107 = select(_e101, ((_e101.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
        let _e110 = select(_e107, fract(_e107.xxxx), vec4<bool>(true, false, false, false));
        let _e116 = select(_e110, ((_e110.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
        let _e123 = r7_;
        let _e125 = select(_e123, vec4<f32>(cos(_e116.x), sin(_e116.x), 0f, 0f), vec4<bool>(true, true, false, false));
        let _e130 = r8_;
        let _e131 = select(_e130, (_e77.xxxx * _e77.yyyy), vec4<bool>(true, false, false, false));
        let _e136 = select(_e131, (_e131.xxxx * _e125.xxxx), vec4<bool>(false, true, false, false));
        let _e139 = r3_;
        let _e143 = select(_e139, ((_e61.xxxx * _e136.yyyy) + _e139.xxxx), vec4<bool>(true, false, false, false));
        let _e150 = select(_e143, ((_e61.yyyy * _e136.yyyy) + _e143.zzzz), vec4<bool>(false, false, true, false));
        let _e161 = r9_;
        let _e162 = select(_e161, (_e77.xxxx * _e61.zzzz), vec4<bool>(true, false, false, false));
        let _e166 = select(_e162, (_e162.xxxx * _e125.xxxx), vec4<bool>(false, true, false, false));
        let _e170 = select(_e166, (_e166.xxxx * _e125.yyyy), vec4<bool>(false, false, true, false));
        let _e174 = r1_;
        let _e178 = select(_e174, ((_e61.xxxx * -(_e170.yyyy)) + _e174.xxxx), vec4<bool>(true, false, false, false));
        let _e185 = select(_e178, ((_e61.yyyy * -(_e170.yyyy)) + _e178.zzzz), vec4<bool>(false, false, true, false));
        let _e193 = loop_step;
        r4_ = _e61;
        r5_ = _e77;
        r6_ = _e116;
        r7_ = _e125;
        r8_ = _e136;
        r3_ = select(_e150, ((_e77.xxxx * _e125.yyyy) + _e150.yyyy), vec4<bool>(false, true, false, false));
        r9_ = _e170;
        r1_ = select(_e185, ((_e77.yyyy * -(_e170.zzzz)) + _e185.yyyy), vec4<bool>(false, true, false, false));
        r18_ = select(_e42, vec4((_e42.x + f32(_e193))), vec4<bool>(true, false, false, false));
    }
    let _e201 = r0_;
    let _e202 = r3_;
    let _e205 = select(_e201, (_e201 + _e202), vec4<bool>(true, true, true, false));
    let _e209 = consts[(_e4 + 0u)];
    let _e214 = r10_;
    let _e219 = consts[(_e4 + 1u)];
    let _e227 = consts[(_e4 + 2u)];
    let _e235 = consts[(_e4 + 3u)];
    let _e240 = select(select(select(select(_e214, vec4(dot(_e205, bitcast<vec4<f32>>(_e209))), vec4<bool>(true, false, false, false)), vec4(dot(_e205, bitcast<vec4<f32>>(_e219))), vec4<bool>(false, true, false, false)), vec4(dot(_e205, bitcast<vec4<f32>>(_e227))), vec4<bool>(false, false, true, false)), vec4(dot(_e205, bitcast<vec4<f32>>(_e235))), vec4<bool>(false, false, false, true));
    let _e241 = r1_;
    let _e244 = dot(_e241.xyz, _e241.xyz);
    let _e251 = r11_;
    let _e252 = select(_e251, select((_e241 * vec4(inverseSqrt(_e244))), vec4<f32>(0f, 0f, 0f, 0f), (_e244 == 0f)), vec4<bool>(true, true, true, false));
    let _e254 = o3_;
    let _e260 = r12_;
    let _e266 = select(select(_e260, (_e240.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, false, false, false)), (_e240.yyyy * -(vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(false, true, false, false));
    let _e277 = consts[(_e4 + 9u)];
    let _e282 = r13_;
    let _e283 = select(_e282, (bitcast<vec4<f32>>(_e277) + -(_e205)), vec4<bool>(true, true, true, false));
    let _e286 = dot(_e283.xyz, _e283.xyz);
    let _e293 = r14_;
    let _e294 = select(_e293, select((_e283 * vec4(inverseSqrt(_e286))), vec4<f32>(0f, 0f, 0f, 0f), (_e286 == 0f)), vec4<bool>(true, true, true, false));
    let _e296 = o4_;
    let _e304 = r17_;
    let _e305 = select(_e304, saturate(vec4(dot(_e294.xyz, _e252.xyz))), vec4<bool>(true, false, false, false));
    let _e310 = select(_e305, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e305.xxxx)), vec4<bool>(true, false, false, false));
    let _e314 = select(_e310, (_e310.xxxx * _e310.xxxx), vec4<bool>(false, true, false, false));
    let _e318 = select(_e314, (_e314.yyyy * _e314.yyyy), vec4<bool>(false, true, false, false));
    let _e323 = v1_;
    let _e328 = consts[(_e4 + 10u)];
    let _e331 = r2_;
    let _e336 = consts[(_e4 + 11u)];
    let _e345 = r16_;
    let _e346 = select(_e345, vec4(dot(_e283.xyz, _e283.xyz)), vec4<bool>(true, false, false, false));
    let _e351 = select(_e346, vec4(inverseSqrt(abs(_e346.x))), vec4<bool>(false, true, false, false));
    let _e356 = select(_e351, vec4((1f / _e351.y)), vec4<bool>(false, false, true, false));
    let _e361 = consts[(_e4 + 12u)];
    let _e362 = bitcast<vec4<f32>>(_e361);
    let _e379 = consts[(_e4 + 256u)];
    let _e384 = consts[(_e4 + 257u)];
    return Output(select(_e240, ((_e240 * bitcast<vec4<f32>>(_e384)) + (bitcast<vec4<f32>>(_e379) * _e240.wwww)), vec4<bool>(true, true, true, false)), ((_e331.xxxx * bitcast<vec4<f32>>(_e336)) + (_e323.xyxy * bitcast<vec4<f32>>(_e328))), select(select(_e266, ((_e240.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e266), vec4<bool>(true, true, false, false)), _e240, vec4<bool>(false, false, true, true)), select(_e254, _e252, vec4<bool>(true, true, true, false)), select(_e296, _e294, vec4<bool>(true, true, true, false)), select(select(select(_e356, saturate(((_e356.zzzz * _e362.xxxx) + _e362.yyyy)), vec4<bool>(false, false, false, true)), saturate((_e202.yyyy * _e362.zzzz)), vec4<bool>(true, false, false, false)), select(_e318, (_e318.yyyy * _e318.xxxx), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false)).wxyz);
}
