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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();

    let _e10 = consts.c[0];
    let _e17 = consts.c[1];
    let _e24 = consts.c[2];
    let _e31 = consts.c[3];
    let _e35 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e31)), vec4<bool>(false, false, false, true));
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = _e35;
    o0_ = _e35;
    if (_e35.wwww.x > vec4<f32>(50f, 0f, 1f, 16f).xxxx.x) {
        let _e49 = consts.c[5];
        o1_ = _e49;
    } else {
        let _e52 = consts.c[6];
        let _e53 = v0_;
        let _e55 = (_e52 + -(_e53));
        let _e58 = dot(_e55.xyz, _e55.xyz);
        let _e66 = r2_;
        let _e68 = select(_e66, select((_e55 * vec4(inverseSqrt(_e58))), vec4<f32>(0f, 0f, 0f, 0f), (_e58 == 0f)), vec4<bool>(true, true, true, false));
        let _e69 = v1_;
        let _e75 = r3_;
        let _e76 = select(_e75, vec4(dot(_e69.xyz, _e68.xyz)), vec4<bool>(true, false, false, false));
        let _e77 = _e76.xxxx;
        let _e78 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e84 = consts.c[7];
        let _e86 = (_e84 + -(_e53));
        let _e89 = dot(_e86.xyz, _e86.xyz);
        let _e96 = r5_;
        let _e97 = select(_e96, select((_e86 * vec4(inverseSqrt(_e89))), vec4<f32>(0f, 0f, 0f, 0f), (_e89 == 0f)), vec4<bool>(true, true, true, false));
        let _e99 = select(_e97, (_e97 + _e68), vec4<bool>(true, true, true, false));
        let _e102 = dot(_e99.xyz, _e99.xyz);
        let _e109 = r6_;
        let _e110 = select(_e109, select((_e99 * vec4(inverseSqrt(_e102))), vec4<f32>(0f, 0f, 0f, 0f), (_e102 == 0f)), vec4<bool>(true, true, true, false));
        let _e115 = select(select(_e76, select(_e78, _e77, (_e77 >= _e78)), vec4<bool>(true, false, false, false)), vec4(dot(_e69.xyz, _e110.xyz)), vec4<bool>(false, true, false, false));
        let _e116 = _e115.yyyy;
        let _e117 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e120 = select(_e115, select(_e117, _e116, (_e116 >= _e117)), vec4<bool>(false, true, false, false));
        let _e125 = abs(_e120.yyyy.x);
        let _e137 = select(_e120, vec4(min(select(select(pow(_e125, vec4<f32>(50f, 0f, 1f, 16f).wwww.x), 340282350000000000000000000000000000000f, ((_e125 == 0f) && (vec4<f32>(50f, 0f, 1f, 16f).wwww.x < 0f))), 1f, (vec4<f32>(50f, 0f, 1f, 16f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e141 = consts.c[8];
        let _e142 = (_e137.xxxx * _e141);
        let _e146 = consts.c[9];
        r1_ = _e55;
        r2_ = _e68;
        r3_ = _e137;
        r4_ = _e86;
        r5_ = _e99;
        r6_ = _e110;
        r7_ = _e142;
        o1_ = ((_e137.zzzz * _e146) + _e142);
    }
    let _e152 = v2_;
    let _e154 = o2_;
    let _e157 = o1_;
    let _e159 = o0_;
    let _e162 = consts.c[256];
    let _e165 = consts.c[257];
    return Output(select(_e159, ((_e159 * _e165) + (_e162 * _e159.wwww)), vec4<bool>(true, true, true, false)), saturate(_e157), select(_e154, _e152, vec4<bool>(true, true, false, false)));
}
