struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e22 = v0_;
    let _e25 = consts.c[0];
    let _e28 = o0_;
    o0_ = select(_e28, vec4(dot(_e22, _e25)), vec4<bool>(true, false, false, false));
    let _e31 = v0_;
    let _e34 = consts.c[1];
    let _e37 = o0_;
    o0_ = select(_e37, vec4(dot(_e31, _e34)), vec4<bool>(false, true, false, false));
    let _e40 = v0_;
    let _e43 = consts.c[2];
    let _e46 = o0_;
    o0_ = select(_e46, vec4(dot(_e40, _e43)), vec4<bool>(false, false, true, false));
    let _e49 = v0_;
    let _e52 = consts.c[3];
    let _e55 = o0_;
    o0_ = select(_e55, vec4(dot(_e49, _e52)), vec4<bool>(false, false, false, true));
    let _e60 = consts.c[4];
    let _e61 = v0_;
    r0_ = (_e60 + -(_e61));
    let _e64 = r0_;
    let _e71 = r1_;
    r1_ = select(_e71, (_e64 * vec4(inverseSqrt(dot(_e64.xyz, _e64.xyz)))), vec4<bool>(true, true, true, false));
    let _e74 = v1_;
    let _e77 = consts.c[5];
    let _e82 = r2_;
    r2_ = select(_e82, vec4(dot(_e74.xyz, _e77.xyz)), vec4<bool>(true, false, false, false));
    let _e84 = r2_;
    let _e86 = r2_;
    let _e89 = r2_;
    r2_ = select(_e89, (_e84.xxxx + _e86.xxxx), vec4<bool>(false, true, false, false));
    let _e91 = v1_;
    let _e92 = r2_;
    let _e96 = consts.c[5];
    let _e100 = r3_;
    r3_ = select(_e100, ((_e91 * _e92.yyyy) + -(_e96)), vec4<bool>(true, true, true, false));
    let _e102 = r3_;
    let _e103 = r1_;
    let _e108 = r2_;
    r2_ = select(_e108, vec4(dot(_e102.xyz, _e103.xyz)), vec4<bool>(false, false, true, false));
    let _e110 = r2_;
    let _e111 = vec4<f32>(0f, 1f, 2f, 32f).xxxx;
    let _e114 = r2_;
    r2_ = select(_e114, select(_e111, _e110, (_e110 >= _e111)), vec4<bool>(true, false, true, false));
    let _e117 = r2_;
    let _e125 = r2_;
    r2_ = select(_e125, vec4(pow(abs(_e117.zzzz.x), vec4<f32>(0f, 1f, 2f, 32f).wwww.x)), vec4<bool>(false, false, false, true));
    let _e127 = r2_;
    let _e131 = consts.c[6];
    r4_ = (_e127.xxxx * _e131);
    let _e133 = r2_;
    let _e137 = consts.c[7];
    let _e138 = r4_;
    o1_ = ((_e133.wwww * _e137) + _e138);
    let _e141 = o1_;
    o1_ = saturate(_e141);
    let _e143 = o0_;
    let _e146 = consts.c[256];
    let _e150 = o0_;
    o0_ = select(_e150, (_e143 + (_e146 * _e143.wwww)), vec4<bool>(true, true, true, false));
    let _e152 = o0_;
    let _e153 = o1_;
    return Output(_e152, _e153);
}
