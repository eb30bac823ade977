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
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e22 = consts[(_e11 + 8u)];
    let _e28 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e28.x, 0i, 255i);
    loop_step = _e28.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 1f, 0.5f, 2f).xyxx;
    r2_ = bitcast<vec4<f32>>(_e22);
    r3_ = vec4<f32>(0f, 1f, 0.5f, 2f).xxxx;
    r18_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e28.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e47 = loop_count;
        if (_e47 <= 0i) {
            break;
        }
        loop_count = (_e47 - 1i);
        let _e50 = r18_;
        let _e54 = (i32(_e50.x) + 20i);
        let _e55 = u32(_e54);
        let _e60 = consts[(_e11 + min(_e55, 265u))];
        let _e69 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e60), (_e55 < 256u)), vec4<f32>(0f, 1f, 0.5f, 2f), (_e54 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e54 == 5i));
        let _e73 = (i32(_e50.x) + 30i);
        let _e74 = u32(_e73);
        let _e78 = consts[(_e11 + min(_e74, 265u))];
        let _e85 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e78), (_e74 < 256u)), vec4<f32>(0f, 1f, 0.5f, 2f), (_e73 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e73 == 5i));
        let _e87 = r0_;
        let _e91 = r6_;
        let _e92 = select(_e91, (_e69.xxxx * _e87.xxxx), vec4<bool>(true, false, false, false));
        let _e98 = select(_e92, ((_e69.yyyy * _e87.zzzz) + _e92.xxxx), vec4<bool>(true, false, false, false));
        let _e102 = select(_e98, (_e98.xxxx * _e69.zzzz), vec4<bool>(true, false, false, false));
        let _e103 = r2_;
        let _e109 = select(_e102, ((_e103.xxxx * _e69.wwww) + _e102.xxxx), vec4<bool>(true, false, false, false));
        let _e115 = select(_e109, ((_e109.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
        let _e118 = select(_e115, fract(_e115.xxxx), vec4<bool>(true, false, false, false));
        let _e124 = select(_e118, ((_e118.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
        let _e131 = r7_;
        let _e133 = select(_e131, vec4<f32>(cos(_e124.x), sin(_e124.x), 0f, 0f), vec4<bool>(true, true, false, false));
        let _e138 = r8_;
        let _e139 = select(_e138, (_e85.xxxx * _e85.yyyy), vec4<bool>(true, false, false, false));
        let _e144 = select(_e139, (_e139.xxxx * _e133.xxxx), vec4<bool>(false, true, false, false));
        let _e147 = r3_;
        let _e151 = select(_e147, ((_e69.xxxx * _e144.yyyy) + _e147.xxxx), vec4<bool>(true, false, false, false));
        let _e158 = select(_e151, ((_e69.yyyy * _e144.yyyy) + _e151.zzzz), vec4<bool>(false, false, true, false));
        let _e169 = r9_;
        let _e170 = select(_e169, (_e85.xxxx * _e69.zzzz), vec4<bool>(true, false, false, false));
        let _e174 = select(_e170, (_e170.xxxx * _e133.xxxx), vec4<bool>(false, true, false, false));
        let _e178 = select(_e174, (_e174.xxxx * _e133.yyyy), vec4<bool>(false, false, true, false));
        let _e182 = r1_;
        let _e186 = select(_e182, ((_e69.xxxx * -(_e178.yyyy)) + _e182.xxxx), vec4<bool>(true, false, false, false));
        let _e193 = select(_e186, ((_e69.yyyy * -(_e178.yyyy)) + _e186.zzzz), vec4<bool>(false, false, true, false));
        let _e201 = loop_step;
        r4_ = _e69;
        r5_ = _e85;
        r6_ = _e124;
        r7_ = _e133;
        r8_ = _e144;
        r3_ = select(_e158, ((_e85.xxxx * _e133.yyyy) + _e158.yyyy), vec4<bool>(false, true, false, false));
        r9_ = _e178;
        r1_ = select(_e193, ((_e85.yyyy * -(_e178.zzzz)) + _e193.yyyy), vec4<bool>(false, true, false, false));
        r18_ = select(_e50, vec4((_e50.x + f32(_e201))), vec4<bool>(true, false, false, false));
    }
    let _e209 = r0_;
    let _e210 = r3_;
    let _e213 = select(_e209, (_e209 + _e210), vec4<bool>(true, true, true, false));
    let _e217 = consts[(_e11 + 0u)];
    let _e222 = r10_;
    let _e227 = consts[(_e11 + 1u)];
    let _e235 = consts[(_e11 + 2u)];
    let _e243 = consts[(_e11 + 3u)];
    let _e248 = select(select(select(select(_e222, vec4(dot(_e213, bitcast<vec4<f32>>(_e217))), vec4<bool>(true, false, false, false)), vec4(dot(_e213, bitcast<vec4<f32>>(_e227))), vec4<bool>(false, true, false, false)), vec4(dot(_e213, bitcast<vec4<f32>>(_e235))), vec4<bool>(false, false, true, false)), vec4(dot(_e213, bitcast<vec4<f32>>(_e243))), vec4<bool>(false, false, false, true));
    let _e249 = r1_;
    let _e252 = dot(_e249.xyz, _e249.xyz);
    let _e259 = r11_;
    let _e260 = select(_e259, select((_e249 * vec4(inverseSqrt(_e252))), vec4<f32>(0f, 0f, 0f, 0f), (_e252 == 0f)), vec4<bool>(true, true, true, false));
    let _e262 = o3_;
    let _e268 = r12_;
    let _e274 = select(select(_e268, (_e248.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, false, false, false)), (_e248.yyyy * -(vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(false, true, false, false));
    let _e285 = consts[(_e11 + 9u)];
    let _e290 = r13_;
    let _e291 = select(_e290, (bitcast<vec4<f32>>(_e285) + -(_e213)), vec4<bool>(true, true, true, false));
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
    let _e336 = consts[(_e11 + 10u)];
    let _e339 = r2_;
    let _e344 = consts[(_e11 + 11u)];
    let _e353 = r16_;
    let _e354 = select(_e353, vec4(dot(_e291.xyz, _e291.xyz)), vec4<bool>(true, false, false, false));
    let _e359 = select(_e354, vec4(inverseSqrt(abs(_e354.x))), vec4<bool>(false, true, false, false));
    let _e364 = select(_e359, vec4((1f / _e359.y)), vec4<bool>(false, false, true, false));
    let _e368 = consts[(_e11 + 12u)];
    let _e369 = bitcast<vec4<f32>>(_e368);
    let _e386 = consts[(_e11 + 256u)];
    let _e391 = consts[(_e11 + 257u)];
    return Output(select(_e248, ((_e248 * bitcast<vec4<f32>>(_e391)) + (bitcast<vec4<f32>>(_e386) * _e248.wwww)), vec4<bool>(true, true, true, false)), ((_e339.xxxx * bitcast<vec4<f32>>(_e344)) + (_e331.xyxy * bitcast<vec4<f32>>(_e336))), select(select(_e274, ((_e248.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e274), vec4<bool>(true, true, false, false)), _e248, vec4<bool>(false, false, true, true)), select(_e262, _e260, vec4<bool>(true, true, true, false)), select(_e304, _e302, vec4<bool>(true, true, true, false)), select(select(select(_e364, saturate(((_e364.zzzz * _e369.xxxx) + _e369.yyyy)), vec4<bool>(false, false, false, true)), saturate((_e210.yyyy * _e369.zzzz)), vec4<bool>(true, false, false, false)), select(_e326, (_e326.yyyy * _e326.xxxx), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false)).wxyz, (_e7 >> 12u));
}
