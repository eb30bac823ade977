struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e16 = consts.c[1];
    let _e22 = consts.c[2];
    let _e28 = consts.c[3];
    let _e32 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = _e32;
    o0_ = _e32;
    if (_e32.wwww.x > vec4<f32>(50f, 0f, 1f, 16f).xxxx.x) {
        let _e45 = consts.c[5];
        o1_ = _e45;
    } else {
        let _e47 = consts.c[6];
        let _e48 = v0_;
        let _e50 = (_e47 + -(_e48));
        let _e53 = dot(_e50.xyz, _e50.xyz);
        let _e61 = r2_;
        let _e63 = select(_e61, select((_e50 * vec4(inverseSqrt(_e53))), vec4<f32>(0f, 0f, 0f, 0f), (_e53 == 0f)), vec4<bool>(true, true, true, false));
        let _e64 = v1_;
        let _e70 = r3_;
        let _e71 = select(_e70, vec4(dot(_e64.xyz, _e63.xyz)), vec4<bool>(true, false, false, false));
        let _e72 = _e71.xxxx;
        let _e73 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e78 = consts.c[7];
        let _e80 = (_e78 + -(_e48));
        let _e83 = dot(_e80.xyz, _e80.xyz);
        let _e90 = r5_;
        let _e91 = select(_e90, select((_e80 * vec4(inverseSqrt(_e83))), vec4<f32>(0f, 0f, 0f, 0f), (_e83 == 0f)), vec4<bool>(true, true, true, false));
        let _e93 = select(_e91, (_e91 + _e63), vec4<bool>(true, true, true, false));
        let _e96 = dot(_e93.xyz, _e93.xyz);
        let _e103 = r6_;
        let _e104 = select(_e103, select((_e93 * vec4(inverseSqrt(_e96))), vec4<f32>(0f, 0f, 0f, 0f), (_e96 == 0f)), vec4<bool>(true, true, true, false));
        let _e109 = select(select(_e71, select(_e73, _e72, (_e72 >= _e73)), vec4<bool>(true, false, false, false)), vec4(dot(_e64.xyz, _e104.xyz)), vec4<bool>(false, true, false, false));
        let _e110 = _e109.yyyy;
        let _e111 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e114 = select(_e109, select(_e111, _e110, (_e110 >= _e111)), vec4<bool>(false, true, false, false));
        let _e117 = abs(_e114.y);
        let _e129 = select(_e114, vec4(min(select(select(pow(_e117, vec4<f32>(50f, 0f, 1f, 16f).w), 340282350000000000000000000000000000000f, ((_e117 == 0f) && (vec4<f32>(50f, 0f, 1f, 16f).w < 0f))), 1f, (vec4<f32>(50f, 0f, 1f, 16f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e132 = consts.c[8];
        let _e133 = (_e129.xxxx * _e132);
        let _e136 = consts.c[9];
        r1_ = _e50;
        r2_ = _e63;
        r3_ = _e129;
        r4_ = _e80;
        r5_ = _e93;
        r6_ = _e104;
        r7_ = _e133;
        o1_ = ((_e129.zzzz * _e136) + _e133);
    }
    let _e142 = v2_;
    let _e144 = o2_;
    let _e147 = o1_;
    let _e149 = o0_;
    let _e151 = consts.c[256];
    let _e153 = consts.c[257];
    return Output(select(_e149, ((_e149 * _e153) + (_e151 * _e149.wwww)), vec4<bool>(true, true, true, false)), saturate(_e147), select(_e144, _e142, vec4<bool>(true, true, false, false)));
}
