struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e37 = consts.c[0];
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e37)), vec4<bool>(true, false, false, false));
    r0_ = _e41;
    let _e44 = consts.c[1];
    let _e48 = select(_e41, vec4(dot(in0_, _e44)), vec4<bool>(false, true, false, false));
    r0_ = _e48;
    let _e51 = consts.c[2];
    let _e55 = select(_e48, vec4(dot(in0_, _e51)), vec4<bool>(false, false, true, false));
    r0_ = _e55;
    let _e58 = consts.c[3];
    let _e62 = select(_e55, vec4(dot(in0_, _e58)), vec4<bool>(false, false, false, true));
    r0_ = _e62;
    o0_ = _e62;
    if (_e62.wwww.x > vec4<f32>(50f, 0f, 1f, 16f).xxxx.x) {
        let _e70 = consts.c[5];
        o1_ = _e70;
    } else {
        let _e73 = consts.c[6];
        let _e74 = v0_;
        let _e76 = (_e73 + -(_e74));
        r1_ = _e76;
        let _e79 = dot(_e76.xyz, _e76.xyz);
        let _e86 = r2_;
        let _e88 = select(_e86, select((_e76 * vec4(inverseSqrt(_e79))), vec4<f32>(0f, 0f, 0f, 0f), (_e79 == 0f)), vec4<bool>(true, true, true, false));
        r2_ = _e88;
        let _e89 = v1_;
        let _e94 = r3_;
        let _e95 = select(_e94, vec4(dot(_e89.xyz, _e88.xyz)), vec4<bool>(true, false, false, false));
        r3_ = _e95;
        let _e96 = _e95.xxxx;
        let _e97 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e100 = select(_e95, select(_e97, _e96, (_e96 >= _e97)), vec4<bool>(true, false, false, false));
        r3_ = _e100;
        let _e103 = consts.c[7];
        let _e105 = (_e103 + -(_e74));
        r4_ = _e105;
        let _e108 = dot(_e105.xyz, _e105.xyz);
        let _e114 = r5_;
        let _e115 = select(_e114, select((_e105 * vec4(inverseSqrt(_e108))), vec4<f32>(0f, 0f, 0f, 0f), (_e108 == 0f)), vec4<bool>(true, true, true, false));
        r5_ = _e115;
        let _e117 = select(_e115, (_e115 + _e88), vec4<bool>(true, true, true, false));
        r5_ = _e117;
        let _e120 = dot(_e117.xyz, _e117.xyz);
        let _e126 = r6_;
        let _e127 = select(_e126, select((_e117 * vec4(inverseSqrt(_e120))), vec4<f32>(0f, 0f, 0f, 0f), (_e120 == 0f)), vec4<bool>(true, true, true, false));
        r6_ = _e127;
        let _e132 = select(_e100, vec4(dot(_e89.xyz, _e127.xyz)), vec4<bool>(false, true, false, false));
        r3_ = _e132;
        let _e133 = _e132.yyyy;
        let _e134 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e137 = select(_e132, select(_e134, _e133, (_e133 >= _e134)), vec4<bool>(false, true, false, false));
        r3_ = _e137;
        let _e142 = abs(_e137.yyyy.x);
        let _e154 = select(_e137, vec4(min(select(select(pow(_e142, vec4<f32>(50f, 0f, 1f, 16f).wwww.x), 340282350000000000000000000000000000000f, ((_e142 == 0f) && (vec4<f32>(50f, 0f, 1f, 16f).wwww.x < 0f))), 1f, (vec4<f32>(50f, 0f, 1f, 16f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        r3_ = _e154;
        let _e158 = consts.c[8];
        let _e159 = (_e154.xxxx * _e158);
        r7_ = _e159;
        let _e163 = consts.c[9];
        o1_ = ((_e154.zzzz * _e163) + _e159);
    }
    let _e166 = v2_;
    let _e167 = o2_;
    let _e169 = select(_e167, _e166, vec4<bool>(true, true, false, false));
    o2_ = _e169;
    let _e170 = o1_;
    let _e171 = saturate(_e170);
    o1_ = _e171;
    let _e172 = o0_;
    let _e175 = consts.c[256];
    let _e178 = consts.c[257];
    let _e183 = select(_e172, ((_e172 * _e178) + (_e175 * _e172.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e183;
    return Output(_e183, _e171, _e169);
}
