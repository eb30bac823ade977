struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e36 = consts.c[0];
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e36)), vec4<bool>(true, false, false, false));
    r0_ = _e40;
    let _e43 = consts.c[1];
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, true, false, false));
    r0_ = _e47;
    let _e50 = consts.c[2];
    let _e54 = select(_e47, vec4(dot(in0_, _e50)), vec4<bool>(false, false, true, false));
    r0_ = _e54;
    let _e57 = consts.c[3];
    let _e61 = select(_e54, vec4(dot(in0_, _e57)), vec4<bool>(false, false, false, true));
    r0_ = _e61;
    o0_ = _e61;
    if (_e61.wwww.x > vec4<f32>(50f, 0f, 1f, 16f).xxxx.x) {
        let _e69 = consts.c[5];
        o1_ = _e69;
    } else {
        let _e72 = consts.c[6];
        let _e73 = v0_;
        let _e75 = (_e72 + -(_e73));
        r1_ = _e75;
        let _e82 = r2_;
        let _e84 = select(_e82, (_e75 * vec4(inverseSqrt(dot(_e75.xyz, _e75.xyz)))), vec4<bool>(true, true, true, false));
        r2_ = _e84;
        let _e85 = v1_;
        let _e90 = r3_;
        let _e91 = select(_e90, vec4(dot(_e85.xyz, _e84.xyz)), vec4<bool>(true, false, false, false));
        r3_ = _e91;
        let _e92 = _e91.xxxx;
        let _e93 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e96 = select(_e91, select(_e93, _e92, (_e92 >= _e93)), vec4<bool>(true, false, false, false));
        r3_ = _e96;
        let _e99 = consts.c[7];
        let _e101 = (_e99 + -(_e73));
        r4_ = _e101;
        let _e108 = r5_;
        let _e109 = select(_e108, (_e101 * vec4(inverseSqrt(dot(_e101.xyz, _e101.xyz)))), vec4<bool>(true, true, true, false));
        r5_ = _e109;
        let _e111 = select(_e109, (_e109 + _e84), vec4<bool>(true, true, true, false));
        r5_ = _e111;
        let _e118 = r6_;
        let _e119 = select(_e118, (_e111 * vec4(inverseSqrt(dot(_e111.xyz, _e111.xyz)))), vec4<bool>(true, true, true, false));
        r6_ = _e119;
        let _e124 = select(_e96, vec4(dot(_e85.xyz, _e119.xyz)), vec4<bool>(false, true, false, false));
        r3_ = _e124;
        let _e125 = _e124.yyyy;
        let _e126 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e129 = select(_e124, select(_e126, _e125, (_e125 >= _e126)), vec4<bool>(false, true, false, false));
        r3_ = _e129;
        let _e137 = select(_e129, vec4(pow(abs(_e129.yyyy.x), vec4<f32>(50f, 0f, 1f, 16f).wwww.x)), vec4<bool>(false, false, true, false));
        r3_ = _e137;
        let _e141 = consts.c[8];
        let _e142 = (_e137.xxxx * _e141);
        r7_ = _e142;
        let _e146 = consts.c[9];
        o1_ = ((_e137.zzzz * _e146) + _e142);
    }
    let _e149 = v2_;
    let _e150 = o2_;
    let _e152 = select(_e150, _e149, vec4<bool>(true, true, false, false));
    o2_ = _e152;
    let _e153 = o1_;
    let _e154 = saturate(_e153);
    o1_ = _e154;
    let _e155 = o0_;
    let _e158 = consts.c[256];
    let _e162 = select(_e155, (_e155 + (_e158 * _e155.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e162;
    return Output(_e162, _e154, _e152);
}
