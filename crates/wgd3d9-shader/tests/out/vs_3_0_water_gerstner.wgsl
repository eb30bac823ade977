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

    let _e10 = consts.c[8];
    let _e15 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e15.x, 0i, 255i);
    loop_step = _e15.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 1f, 0.5f, 2f).xyxx;
    r2_ = _e10;
    r3_ = vec4<f32>(0f, 1f, 0.5f, 2f).xxxx;
    r18_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e15.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e34 = loop_count;
        if (_e34 <= 0i) {
            break;
        }
        loop_count = (_e34 - 1i);
        let _e38 = r18_;
        let _e42 = (i32(_e38.x) + 20i);
        let _e44 = consts.c[_e42];
        let _e49 = select(select(_e44, vec4<f32>(0f, 1f, 0.5f, 2f), (_e42 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e42 == 5i));
        let _e54 = (i32(_e38.x) + 30i);
        let _e56 = consts.c[_e54];
        let _e60 = select(select(_e56, vec4<f32>(0f, 1f, 0.5f, 2f), (_e54 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e54 == 5i));
        let _e62 = r0_;
        let _e66 = r6_;
        let _e67 = select(_e66, (_e49.xxxx * _e62.xxxx), vec4<bool>(true, false, false, false));
        let _e73 = select(_e67, ((_e49.yyyy * _e62.zzzz) + _e67.xxxx), vec4<bool>(true, false, false, false));
        let _e77 = select(_e73, (_e73.xxxx * _e49.zzzz), vec4<bool>(true, false, false, false));
        let _e78 = r2_;
        let _e84 = select(_e77, ((_e78.xxxx * _e49.wwww) + _e77.xxxx), vec4<bool>(true, false, false, false));
        let _e90 = select(_e84, ((_e84.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
        let _e93 = select(_e90, fract(_e90.xxxx), vec4<bool>(true, false, false, false));
        let _e99 = select(_e93, ((_e93.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
        let _e107 = r7_;
        let _e109 = select(_e107, vec4<f32>(cos(_e99.xxxx.x), sin(_e99.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
        let _e114 = r8_;
        let _e115 = select(_e114, (_e60.xxxx * _e60.yyyy), vec4<bool>(true, false, false, false));
        let _e120 = select(_e115, (_e115.xxxx * _e109.xxxx), vec4<bool>(false, true, false, false));
        let _e123 = r3_;
        let _e127 = select(_e123, ((_e49.xxxx * _e120.yyyy) + _e123.xxxx), vec4<bool>(true, false, false, false));
        let _e134 = select(_e127, ((_e49.yyyy * _e120.yyyy) + _e127.zzzz), vec4<bool>(false, false, true, false));
        let _e145 = r9_;
        let _e146 = select(_e145, (_e60.xxxx * _e49.zzzz), vec4<bool>(true, false, false, false));
        let _e150 = select(_e146, (_e146.xxxx * _e109.xxxx), vec4<bool>(false, true, false, false));
        let _e154 = select(_e150, (_e150.xxxx * _e109.yyyy), vec4<bool>(false, false, true, false));
        let _e158 = r1_;
        let _e162 = select(_e158, ((_e49.xxxx * -(_e154.yyyy)) + _e158.xxxx), vec4<bool>(true, false, false, false));
        let _e169 = select(_e162, ((_e49.yyyy * -(_e154.yyyy)) + _e162.zzzz), vec4<bool>(false, false, true, false));
        let _e177 = loop_step;
        r4_ = _e49;
        r5_ = _e60;
        r6_ = _e99;
        r7_ = _e109;
        r8_ = _e120;
        r3_ = select(_e134, ((_e60.xxxx * _e109.yyyy) + _e134.yyyy), vec4<bool>(false, true, false, false));
        r9_ = _e154;
        r1_ = select(_e169, ((_e60.yyyy * -(_e154.zzzz)) + _e169.yyyy), vec4<bool>(false, true, false, false));
        r18_ = select(_e38, vec4((_e38.x + f32(_e177))), vec4<bool>(true, false, false, false));
    }
    let _e185 = r0_;
    let _e186 = r3_;
    let _e189 = select(_e185, (_e185 + _e186), vec4<bool>(true, true, true, false));
    let _e192 = consts.c[0];
    let _e196 = r10_;
    let _e200 = consts.c[1];
    let _e206 = consts.c[2];
    let _e212 = consts.c[3];
    let _e216 = select(select(select(select(_e196, vec4(dot(_e189, _e192)), vec4<bool>(true, false, false, false)), vec4(dot(_e189, _e200)), vec4<bool>(false, true, false, false)), vec4(dot(_e189, _e206)), vec4<bool>(false, false, true, false)), vec4(dot(_e189, _e212)), vec4<bool>(false, false, false, true));
    let _e217 = r1_;
    let _e220 = dot(_e217.xyz, _e217.xyz);
    let _e227 = r11_;
    let _e228 = select(_e227, select((_e217 * vec4(inverseSqrt(_e220))), vec4<f32>(0f, 0f, 0f, 0f), (_e220 == 0f)), vec4<bool>(true, true, true, false));
    let _e230 = o3_;
    let _e236 = r12_;
    let _e242 = select(select(_e236, (_e216.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, false, false, false)), (_e216.yyyy * -(vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(false, true, false, false));
    let _e252 = consts.c[9];
    let _e256 = r13_;
    let _e257 = select(_e256, (_e252 + -(_e189)), vec4<bool>(true, true, true, false));
    let _e260 = dot(_e257.xyz, _e257.xyz);
    let _e267 = r14_;
    let _e268 = select(_e267, select((_e257 * vec4(inverseSqrt(_e260))), vec4<f32>(0f, 0f, 0f, 0f), (_e260 == 0f)), vec4<bool>(true, true, true, false));
    let _e270 = o4_;
    let _e278 = r17_;
    let _e279 = select(_e278, saturate(vec4(dot(_e268.xyz, _e228.xyz))), vec4<bool>(true, false, false, false));
    let _e284 = select(_e279, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e279.xxxx)), vec4<bool>(true, false, false, false));
    let _e288 = select(_e284, (_e284.xxxx * _e284.xxxx), vec4<bool>(false, true, false, false));
    let _e292 = select(_e288, (_e288.yyyy * _e288.yyyy), vec4<bool>(false, true, false, false));
    let _e297 = v1_;
    let _e301 = consts.c[10];
    let _e303 = r2_;
    let _e307 = consts.c[11];
    let _e315 = r16_;
    let _e316 = select(_e315, vec4(dot(_e257.xyz, _e257.xyz)), vec4<bool>(true, false, false, false));
    let _e322 = select(_e316, vec4(inverseSqrt(abs(_e316.xxxx.x))), vec4<bool>(false, true, false, false));
    let _e328 = select(_e322, vec4((1f / _e322.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e332 = consts.c[12];
    let _e349 = consts.c[256];
    let _e352 = consts.c[257];
    return Output(select(_e216, ((_e216 * _e352) + (_e349 * _e216.wwww)), vec4<bool>(true, true, true, false)), ((_e303.xxxx * _e307) + (_e297.xyxy * _e301)), select(select(_e242, ((_e216.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e242), vec4<bool>(true, true, false, false)), _e216, vec4<bool>(false, false, true, true)), select(_e230, _e228, vec4<bool>(true, true, true, false)), select(_e270, _e268, vec4<bool>(true, true, true, false)), select(select(select(_e328, saturate(((_e328.zzzz * _e332.xxxx) + _e332.yyyy)), vec4<bool>(false, false, false, true)), saturate((_e186.yyyy * _e332.zzzz)), vec4<bool>(true, false, false, false)), select(_e292, (_e292.yyyy * _e292.xxxx), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false)).wxyz);
}
