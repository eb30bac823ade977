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
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();

    let _e10 = consts.c[0];
    let _e17 = consts.c[1];
    let _e24 = consts.c[2];
    let _e31 = consts.c[3];
    let _e38 = consts.c[5];
    let _e44 = consts.c[6];
    let _e50 = consts.c[7];
    let _e53 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e38)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e44)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e50)), vec4<bool>(false, false, true, false));
    let _e68 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e38.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e44.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e50.xyz)), vec4<bool>(false, false, true, false));
    let _e71 = dot(_e68.xyz, _e68.xyz);
    let _e82 = consts.c[8];
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e82 + -(_e53)), vec4<bool>(true, true, true, false));
    let _e88 = dot(_e85.xyz, _e85.xyz);
    let _e97 = consts.c[10];
    let _e101 = consts.c[9];
    let _e107 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e107.x, 0i, 255i);
    loop_step = _e107.z;
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e31)), vec4<bool>(false, false, false, true));
    r0_ = _e53;
    r1_ = _e68;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e68 * vec4(inverseSqrt(_e71))), vec4<f32>(0f, 0f, 0f, 0f), (_e71 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e85;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e85 * vec4(inverseSqrt(_e88))), vec4<f32>(0f, 0f, 0f, 0f), (_e88 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e97;
    r6_ = vec4<f32>(0f, 1f, 0.5f, 10f).xxxx;
    r7_ = _e101;
    r8_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, 10f).xxxx, vec4<bool>(true, false, false, false));
    r19_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e107.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e133 = loop_count;
        if (_e133 <= 0i) {
            break;
        }
        loop_count = (_e133 - 1i);
        let _e136 = r8_;
        let _e138 = r7_;
        if (_e136.xxxx.x >= _e138.xxxx.x) {
            break;
        }
        let _e148 = r19_;
        let _e152 = (i32(_e148.x) + 20i);
        let _e154 = consts.c[_e152];
        let _e157 = select(_e154, vec4<f32>(0f, 1f, 0.5f, 10f), (_e152 == 4i));
        let _e158 = r0_;
        let _e162 = r10_;
        let _e163 = select(_e162, (_e157 + -(_e158)), vec4<bool>(true, true, true, false));
        let _e169 = r11_;
        let _e170 = select(_e169, vec4(dot(_e163.xyz, _e163.xyz)), vec4<bool>(true, false, false, false));
        let _e176 = select(_e170, vec4(inverseSqrt(abs(_e170.xxxx.x))), vec4<bool>(false, true, false, false));
        let _e185 = select(_e176, vec4((1f / _e176.yyyy.x)), vec4<bool>(false, false, true, false));
        let _e188 = r12_;
        let _e193 = select(select(select(_e188, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false)), _e185.zzzz, vec4<bool>(false, true, false, false)), _e185.xxxx, vec4<bool>(false, false, true, false));
        let _e198 = (i32(_e148.x) + 40i);
        let _e200 = consts.c[_e198];
        let _e208 = r13_;
        let _e209 = select(_e208, vec4(dot(_e193.xyz, select(_e200, vec4<f32>(0f, 1f, 0.5f, 10f), (_e198 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r8_ = select(_e136, (_e136.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = _e157;
        r10_ = select(_e163, (_e163 * _e176.yyyy), vec4<bool>(true, true, true, false));
        r11_ = _e185;
        r12_ = _e193;
        r13_ = select(_e209, vec4((1f / _e209.xxxx.x)), vec4<bool>(true, false, false, false));
        if (_e157.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e222 = r19_;
            let _e226 = (i32(_e222.x) + 50i);
            let _e228 = consts.c[_e226];
            let _e230 = select(_e228, vec4<f32>(0f, 1f, 0.5f, 10f), (_e226 == 4i));
            let _e231 = r10_;
            let _e238 = r15_;
            let _e239 = select(_e238, vec4(dot(-(_e231).xyz, _e230.xyz)), vec4<bool>(true, false, false, false));
            let _e244 = select(_e239, (_e239.xxxx + -(_e230.wwww)), vec4<bool>(true, false, false, false));
            let _e249 = select(_e244, saturate((_e244.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            let _e250 = r13_;
            r14_ = _e230;
            r15_ = _e249;
            r13_ = select(_e250, (_e250.xxxx * _e249.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e256 = r2_;
        let _e257 = r10_;
        let _e264 = r16_;
        let _e265 = select(_e264, saturate(vec4(dot(_e256.xyz, _e257.xyz))), vec4<bool>(true, false, false, false));
        let _e267 = r13_;
        let _e270 = select(_e265, (_e265.xxxx * _e267.xxxx), vec4<bool>(true, false, false, false));
        let _e273 = r19_;
        let _e277 = (i32(_e273.x) + 30i);
        let _e279 = consts.c[_e277];
        let _e282 = r5_;
        let _e285 = r4_;
        let _e288 = r17_;
        let _e289 = select(_e288, (_e257 + _e285), vec4<bool>(true, true, true, false));
        let _e292 = dot(_e289.xyz, _e289.xyz);
        let _e299 = r18_;
        let _e300 = select(_e299, select((_e289 * vec4(inverseSqrt(_e292))), vec4<f32>(0f, 0f, 0f, 0f), (_e292 == 0f)), vec4<bool>(true, true, true, false));
        let _e306 = select(_e270, saturate(vec4(dot(_e256.xyz, _e300.xyz))), vec4<bool>(false, true, false, false));
        let _e309 = r7_;
        let _e312 = abs(_e306.yyyy.x);
        let _e323 = select(_e306, vec4(min(select(select(pow(_e312, _e309.yyyy.x), 340282350000000000000000000000000000000f, ((_e312 == 0f) && (_e309.yyyy.x < 0f))), 1f, (_e309.yyyy.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e327 = select(_e323, (_e323.zzzz * _e267.xxxx), vec4<bool>(false, false, true, false));
        let _e332 = (i32(_e273.x) + 30i);
        let _e334 = consts.c[_e332];
        let _e337 = r6_;
        let _e340 = loop_step;
        r16_ = _e327;
        r5_ = ((_e270.xxxx * select(_e279, vec4<f32>(0f, 1f, 0.5f, 10f), (_e277 == 4i))) + _e282);
        r17_ = _e289;
        r18_ = _e300;
        r6_ = ((_e327.zzzz * select(_e334, vec4<f32>(0f, 1f, 0.5f, 10f), (_e332 == 4i))) + _e337);
        r19_ = select(_e273, vec4((_e273.x + f32(_e340))), vec4<bool>(true, false, false, false));
    }
    let _e346 = r5_;
    let _e348 = r6_;
    let _e350 = v2_;
    let _e352 = o3_;
    let _e355 = o0_;
    let _e358 = consts.c[256];
    let _e361 = consts.c[257];
    return Output(select(_e355, ((_e355 * _e361) + (_e358 * _e355.wwww)), vec4<bool>(true, true, true, false)), saturate(_e346), saturate(_e348), select(_e352, _e350, vec4<bool>(true, true, false, false)));
}
