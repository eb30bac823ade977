struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(4) out5_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
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

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e24 = consts[(_e13 + 8u)];
    let _e30 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e30.x, 0i, 255i);
    loop_step = _e30.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 1f, 0.5f, 2f).xyxx;
    r2_ = bitcast<vec4<f32>>(_e24);
    r3_ = vec4<f32>(0f, 1f, 0.5f, 2f).xxxx;
    r18_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e30.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e49 = loop_count;
        if (_e49 <= 0i) {
            break;
        }
        loop_count = (_e49 - 1i);
        let _e52 = r18_;
        let _e56 = (i32(_e52.x) + 20i);
        let _e57 = u32(_e56);
        let _e62 = consts[(_e13 + min(_e57, 265u))];
        let _e71 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e62), (_e57 < 256u)), vec4<f32>(0f, 1f, 0.5f, 2f), (_e56 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e56 == 5i));
        let _e75 = (i32(_e52.x) + 30i);
        let _e76 = u32(_e75);
        let _e80 = consts[(_e13 + min(_e76, 265u))];
        let _e87 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e80), (_e76 < 256u)), vec4<f32>(0f, 1f, 0.5f, 2f), (_e75 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e75 == 5i));
        let _e89 = r0_;
        let _e93 = r6_;
        let _e94 = select(_e93, (_e71.xxxx * _e89.xxxx), vec4<bool>(true, false, false, false));
        let _e100 = select(_e94, ((_e71.yyyy * _e89.zzzz) + _e94.xxxx), vec4<bool>(true, false, false, false));
        let _e104 = select(_e100, (_e100.xxxx * _e71.zzzz), vec4<bool>(true, false, false, false));
        let _e105 = r2_;
        let _e111 = select(_e104, ((_e105.xxxx * _e71.wwww) + _e104.xxxx), vec4<bool>(true, false, false, false));
        let _e117 = select(_e111, ((_e111.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
        let _e120 = select(_e117, fract(_e117.xxxx), vec4<bool>(true, false, false, false));
        let _e126 = select(_e120, ((_e120.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
        let _e133 = r7_;
        let _e135 = select(_e133, vec4<f32>(cos(_e126.x), sin(_e126.x), 0f, 0f), vec4<bool>(true, true, false, false));
        let _e140 = r8_;
        let _e141 = select(_e140, (_e87.xxxx * _e87.yyyy), vec4<bool>(true, false, false, false));
        let _e146 = select(_e141, (_e141.xxxx * _e135.xxxx), vec4<bool>(false, true, false, false));
        let _e149 = r3_;
        let _e153 = select(_e149, ((_e71.xxxx * _e146.yyyy) + _e149.xxxx), vec4<bool>(true, false, false, false));
        let _e160 = select(_e153, ((_e71.yyyy * _e146.yyyy) + _e153.zzzz), vec4<bool>(false, false, true, false));
        let _e171 = r9_;
        let _e172 = select(_e171, (_e87.xxxx * _e71.zzzz), vec4<bool>(true, false, false, false));
        let _e176 = select(_e172, (_e172.xxxx * _e135.xxxx), vec4<bool>(false, true, false, false));
        let _e180 = select(_e176, (_e176.xxxx * _e135.yyyy), vec4<bool>(false, false, true, false));
        let _e184 = r1_;
        let _e188 = select(_e184, ((_e71.xxxx * -(_e180.yyyy)) + _e184.xxxx), vec4<bool>(true, false, false, false));
        let _e195 = select(_e188, ((_e71.yyyy * -(_e180.yyyy)) + _e188.zzzz), vec4<bool>(false, false, true, false));
        let _e203 = loop_step;
        r4_ = _e71;
        r5_ = _e87;
        r6_ = _e126;
        r7_ = _e135;
        r8_ = _e146;
        r3_ = select(_e160, ((_e87.xxxx * _e135.yyyy) + _e160.yyyy), vec4<bool>(false, true, false, false));
        r9_ = _e180;
        r1_ = select(_e195, ((_e87.yyyy * -(_e180.zzzz)) + _e195.yyyy), vec4<bool>(false, true, false, false));
        r18_ = select(_e52, vec4((_e52.x + f32(_e203))), vec4<bool>(true, false, false, false));
    }
    let _e211 = r0_;
    let _e212 = r3_;
    let _e215 = select(_e211, (_e211 + _e212), vec4<bool>(true, true, true, false));
    let _e218 = consts[(_e13 + 0u)];
    let _e223 = r10_;
    let _e227 = consts[(_e13 + 1u)];
    let _e235 = consts[(_e13 + 2u)];
    let _e243 = consts[(_e13 + 3u)];
    let _e248 = select(select(select(select(_e223, vec4(dot(_e215, bitcast<vec4<f32>>(_e218))), vec4<bool>(true, false, false, false)), vec4(dot(_e215, bitcast<vec4<f32>>(_e227))), vec4<bool>(false, true, false, false)), vec4(dot(_e215, bitcast<vec4<f32>>(_e235))), vec4<bool>(false, false, true, false)), vec4(dot(_e215, bitcast<vec4<f32>>(_e243))), vec4<bool>(false, false, false, true));
    let _e249 = r1_;
    let _e252 = dot(_e249.xyz, _e249.xyz);
    let _e259 = r11_;
    let _e260 = select(_e259, select((_e249 * vec4(inverseSqrt(_e252))), vec4<f32>(0f, 0f, 0f, 0f), (_e252 == 0f)), vec4<bool>(true, true, true, false));
    let _e262 = o3_;
    let _e268 = r12_;
    let _e274 = select(select(_e268, (_e248.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, false, false, false)), (_e248.yyyy * -(vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(false, true, false, false));
    let _e285 = consts[(_e13 + 9u)];
    let _e290 = r13_;
    let _e291 = select(_e290, (bitcast<vec4<f32>>(_e285) + -(_e215)), vec4<bool>(true, true, true, false));
    let _e294 = dot(_e291.xyz, _e291.xyz);
    let _e301 = r14_;
    let _e302 = select(_e301, select((_e291 * vec4(inverseSqrt(_e294))), vec4<f32>(0f, 0f, 0f, 0f), (_e294 == 0f)), vec4<bool>(true, true, true, false));
    let _e304 = o4_;
    let _e312 = r17_;
    let _e313 = select(_e312, saturate(vec4(dot(_e302.xyz, _e260.xyz))), vec4<bool>(true, false, false, false));
    let _e318 = select(_e313, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e313.xxxx)), vec4<bool>(true, false, false, false));
    let _e322 = select(_e318, (_e318.xxxx * _e318.xxxx), vec4<bool>(false, true, false, false));
    let _e326 = select(_e322, (_e322.yyyy * _e322.yyyy), vec4<bool>(false, true, false, false));
    let _e331 = v1_;
    let _e336 = consts[(_e13 + 10u)];
    let _e339 = r2_;
    let _e344 = consts[(_e13 + 11u)];
    let _e353 = r16_;
    let _e354 = select(_e353, vec4(dot(_e291.xyz, _e291.xyz)), vec4<bool>(true, false, false, false));
    let _e359 = select(_e354, vec4(inverseSqrt(abs(_e354.x))), vec4<bool>(false, true, false, false));
    let _e364 = select(_e359, vec4((1f / _e359.y)), vec4<bool>(false, false, true, false));
    let _e368 = consts[(_e13 + 12u)];
    let _e369 = bitcast<vec4<f32>>(_e368);
    let _e386 = consts[(_e13 + 256u)];
    let _e391 = consts[(_e13 + 257u)];
    return Output(select(_e248, ((_e248 * bitcast<vec4<f32>>(_e391)) + (bitcast<vec4<f32>>(_e386) * _e248.wwww)), vec4<bool>(true, true, true, false)), ((_e339.xxxx * bitcast<vec4<f32>>(_e344)) + (_e331.xyxy * bitcast<vec4<f32>>(_e336))), select(select(_e274, ((_e248.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e274), vec4<bool>(true, true, false, false)), _e248, vec4<bool>(false, false, true, true)), select(_e262, _e260, vec4<bool>(true, true, true, false)), select(_e304, _e302, vec4<bool>(true, true, true, false)), select(select(select(_e364, saturate(((_e364.zzzz * _e369.xxxx) + _e369.yyyy)), vec4<bool>(false, false, false, true)), saturate((_e212.yyyy * _e369.zzzz)), vec4<bool>(true, false, false, false)), select(_e326, (_e326.yyyy * _e326.xxxx), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false)).wxyz, (_e9 >> 12u));
}
