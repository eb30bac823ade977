struct Constants {
    c: array<vec4<f32>, 266>,
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
        let _e37 = r18_;
        let _e41 = (i32(_e37.x) + 20i);
        let _e43 = consts.c[_e41];
        let _e48 = select(select(_e43, vec4<f32>(0f, 1f, 0.5f, 2f), (_e41 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e41 == 5i));
        let _e52 = (i32(_e37.x) + 30i);
        let _e54 = consts.c[_e52];
        let _e58 = select(select(_e54, vec4<f32>(0f, 1f, 0.5f, 2f), (_e52 == 4i)), vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f), (_e52 == 5i));
        let _e60 = r0_;
        let _e64 = r6_;
        let _e65 = select(_e64, (_e48.xxxx * _e60.xxxx), vec4<bool>(true, false, false, false));
        let _e71 = select(_e65, ((_e48.yyyy * _e60.zzzz) + _e65.xxxx), vec4<bool>(true, false, false, false));
        let _e75 = select(_e71, (_e71.xxxx * _e48.zzzz), vec4<bool>(true, false, false, false));
        let _e76 = r2_;
        let _e82 = select(_e75, ((_e76.xxxx * _e48.wwww) + _e75.xxxx), vec4<bool>(true, false, false, false));
        let _e88 = select(_e82, ((_e82.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
        let _e91 = select(_e88, fract(_e88.xxxx), vec4<bool>(true, false, false, false));
        let _e97 = select(_e91, ((_e91.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
        let _e104 = r7_;
        let _e106 = select(_e104, vec4<f32>(cos(_e97.x), sin(_e97.x), 0f, 0f), vec4<bool>(true, true, false, false));
        let _e111 = r8_;
        let _e112 = select(_e111, (_e58.xxxx * _e58.yyyy), vec4<bool>(true, false, false, false));
        let _e117 = select(_e112, (_e112.xxxx * _e106.xxxx), vec4<bool>(false, true, false, false));
        let _e120 = r3_;
        let _e124 = select(_e120, ((_e48.xxxx * _e117.yyyy) + _e120.xxxx), vec4<bool>(true, false, false, false));
        let _e131 = select(_e124, ((_e48.yyyy * _e117.yyyy) + _e124.zzzz), vec4<bool>(false, false, true, false));
        let _e142 = r9_;
        let _e143 = select(_e142, (_e58.xxxx * _e48.zzzz), vec4<bool>(true, false, false, false));
        let _e147 = select(_e143, (_e143.xxxx * _e106.xxxx), vec4<bool>(false, true, false, false));
        let _e151 = select(_e147, (_e147.xxxx * _e106.yyyy), vec4<bool>(false, false, true, false));
        let _e155 = r1_;
        let _e159 = select(_e155, ((_e48.xxxx * -(_e151.yyyy)) + _e155.xxxx), vec4<bool>(true, false, false, false));
        let _e166 = select(_e159, ((_e48.yyyy * -(_e151.yyyy)) + _e159.zzzz), vec4<bool>(false, false, true, false));
        let _e174 = loop_step;
        r4_ = _e48;
        r5_ = _e58;
        r6_ = _e97;
        r7_ = _e106;
        r8_ = _e117;
        r3_ = select(_e131, ((_e58.xxxx * _e106.yyyy) + _e131.yyyy), vec4<bool>(false, true, false, false));
        r9_ = _e151;
        r1_ = select(_e166, ((_e58.yyyy * -(_e151.zzzz)) + _e166.yyyy), vec4<bool>(false, true, false, false));
        r18_ = select(_e37, vec4((_e37.x + f32(_e174))), vec4<bool>(true, false, false, false));
    }
    let _e182 = r0_;
    let _e183 = r3_;
    let _e186 = select(_e182, (_e182 + _e183), vec4<bool>(true, true, true, false));
    let _e188 = consts.c[0];
    let _e192 = r10_;
    let _e195 = consts.c[1];
    let _e200 = consts.c[2];
    let _e205 = consts.c[3];
    let _e209 = select(select(select(select(_e192, vec4(dot(_e186, _e188)), vec4<bool>(true, false, false, false)), vec4(dot(_e186, _e195)), vec4<bool>(false, true, false, false)), vec4(dot(_e186, _e200)), vec4<bool>(false, false, true, false)), vec4(dot(_e186, _e205)), vec4<bool>(false, false, false, true));
    let _e210 = r1_;
    let _e213 = dot(_e210.xyz, _e210.xyz);
    let _e220 = r11_;
    let _e221 = select(_e220, select((_e210 * vec4(inverseSqrt(_e213))), vec4<f32>(0f, 0f, 0f, 0f), (_e213 == 0f)), vec4<bool>(true, true, true, false));
    let _e223 = o3_;
    let _e229 = r12_;
    let _e235 = select(select(_e229, (_e209.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, false, false, false)), (_e209.yyyy * -(vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(false, true, false, false));
    let _e244 = consts.c[9];
    let _e248 = r13_;
    let _e249 = select(_e248, (_e244 + -(_e186)), vec4<bool>(true, true, true, false));
    let _e252 = dot(_e249.xyz, _e249.xyz);
    let _e259 = r14_;
    let _e260 = select(_e259, select((_e249 * vec4(inverseSqrt(_e252))), vec4<f32>(0f, 0f, 0f, 0f), (_e252 == 0f)), vec4<bool>(true, true, true, false));
    let _e262 = o4_;
    let _e270 = r17_;
    let _e271 = select(_e270, saturate(vec4(dot(_e260.xyz, _e221.xyz))), vec4<bool>(true, false, false, false));
    let _e276 = select(_e271, (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e271.xxxx)), vec4<bool>(true, false, false, false));
    let _e280 = select(_e276, (_e276.xxxx * _e276.xxxx), vec4<bool>(false, true, false, false));
    let _e284 = select(_e280, (_e280.yyyy * _e280.yyyy), vec4<bool>(false, true, false, false));
    let _e289 = v1_;
    let _e292 = consts.c[10];
    let _e294 = r2_;
    let _e297 = consts.c[11];
    let _e305 = r16_;
    let _e306 = select(_e305, vec4(dot(_e249.xyz, _e249.xyz)), vec4<bool>(true, false, false, false));
    let _e311 = select(_e306, vec4(inverseSqrt(abs(_e306.x))), vec4<bool>(false, true, false, false));
    let _e316 = select(_e311, vec4((1f / _e311.y)), vec4<bool>(false, false, true, false));
    let _e319 = consts.c[12];
    let _e335 = consts.c[256];
    let _e337 = consts.c[257];
    return Output(select(_e209, ((_e209 * _e337) + (_e335 * _e209.wwww)), vec4<bool>(true, true, true, false)), ((_e294.xxxx * _e297) + (_e289.xyxy * _e292)), select(select(_e235, ((_e209.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e235), vec4<bool>(true, true, false, false)), _e209, vec4<bool>(false, false, true, true)), select(_e223, _e221, vec4<bool>(true, true, true, false)), select(_e262, _e260, vec4<bool>(true, true, true, false)), select(select(select(_e316, saturate(((_e316.zzzz * _e319.xxxx) + _e319.yyyy)), vec4<bool>(false, false, false, true)), saturate((_e183.yyyy * _e319.zzzz)), vec4<bool>(true, false, false, false)), select(_e284, (_e284.yyyy * _e284.xxxx), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false)).wxyz);
}
