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
    let _e33 = v0_;
    let _e36 = consts.c[0];
    let _e39 = r0_;
    r0_ = select(_e39, vec4(dot(_e33, _e36)), vec4<bool>(true, false, false, false));
    let _e42 = v0_;
    let _e45 = consts.c[1];
    let _e48 = r0_;
    r0_ = select(_e48, vec4(dot(_e42, _e45)), vec4<bool>(false, true, false, false));
    let _e51 = v0_;
    let _e54 = consts.c[2];
    let _e57 = r0_;
    r0_ = select(_e57, vec4(dot(_e51, _e54)), vec4<bool>(false, false, true, false));
    let _e60 = v0_;
    let _e63 = consts.c[3];
    let _e66 = r0_;
    r0_ = select(_e66, vec4(dot(_e60, _e63)), vec4<bool>(false, false, false, true));
    let _e69 = r0_;
    o0_ = _e69;
    let _e70 = r0_;
    if (_e70.wwww.x > vec4<f32>(50f, 0f, 1f, 16f).xxxx.x) {
        let _e78 = consts.c[5];
        o1_ = _e78;
    } else {
        let _e81 = consts.c[6];
        let _e82 = v0_;
        r1_ = (_e81 + -(_e82));
        let _e85 = r1_;
        let _e92 = r2_;
        r2_ = select(_e92, (_e85 * vec4(inverseSqrt(dot(_e85.xyz, _e85.xyz)))), vec4<bool>(true, true, true, false));
        let _e95 = v1_;
        let _e96 = r2_;
        let _e101 = r3_;
        r3_ = select(_e101, vec4(dot(_e95.xyz, _e96.xyz)), vec4<bool>(true, false, false, false));
        let _e103 = r3_;
        let _e104 = _e103.xxxx;
        let _e105 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e108 = r3_;
        r3_ = select(_e108, select(_e105, _e104, (_e104 >= _e105)), vec4<bool>(true, false, false, false));
        let _e112 = consts.c[7];
        let _e113 = v0_;
        r4_ = (_e112 + -(_e113));
        let _e116 = r4_;
        let _e123 = r5_;
        r5_ = select(_e123, (_e116 * vec4(inverseSqrt(dot(_e116.xyz, _e116.xyz)))), vec4<bool>(true, true, true, false));
        let _e125 = r5_;
        let _e126 = r2_;
        let _e128 = r5_;
        r5_ = select(_e128, (_e125 + _e126), vec4<bool>(true, true, true, false));
        let _e130 = r5_;
        let _e137 = r6_;
        r6_ = select(_e137, (_e130 * vec4(inverseSqrt(dot(_e130.xyz, _e130.xyz)))), vec4<bool>(true, true, true, false));
        let _e139 = v1_;
        let _e140 = r6_;
        let _e145 = r3_;
        r3_ = select(_e145, vec4(dot(_e139.xyz, _e140.xyz)), vec4<bool>(false, true, false, false));
        let _e147 = r3_;
        let _e148 = _e147.yyyy;
        let _e149 = vec4<f32>(50f, 0f, 1f, 16f).yyyy;
        let _e152 = r3_;
        r3_ = select(_e152, select(_e149, _e148, (_e148 >= _e149)), vec4<bool>(false, true, false, false));
        let _e154 = r3_;
        let _e162 = r3_;
        r3_ = select(_e162, vec4(pow(abs(_e154.yyyy.x), vec4<f32>(50f, 0f, 1f, 16f).wwww.x)), vec4<bool>(false, false, true, false));
        let _e164 = r3_;
        let _e168 = consts.c[8];
        r7_ = (_e164.xxxx * _e168);
        let _e170 = r3_;
        let _e174 = consts.c[9];
        let _e175 = r7_;
        o1_ = ((_e170.zzzz * _e174) + _e175);
    }
    let _e178 = v2_;
    let _e179 = o2_;
    o2_ = select(_e179, _e178, vec4<bool>(true, true, false, false));
    let _e182 = o1_;
    o1_ = saturate(_e182);
    let _e184 = o0_;
    let _e187 = consts.c[256];
    let _e191 = o0_;
    o0_ = select(_e191, (_e184 + (_e187 * _e184.wwww)), vec4<bool>(true, true, true, false));
    let _e193 = o0_;
    let _e194 = o1_;
    let _e195 = o2_;
    return Output(_e193, _e194, _e195);
}
