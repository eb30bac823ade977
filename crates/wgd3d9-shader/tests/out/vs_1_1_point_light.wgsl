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
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e23 = v0_;
    let _e26 = consts.c[0];
    let _e29 = o0_;
    o0_ = select(_e29, vec4(dot(_e23, _e26)), vec4<bool>(true, false, false, false));
    let _e32 = v0_;
    let _e35 = consts.c[1];
    let _e38 = o0_;
    o0_ = select(_e38, vec4(dot(_e32, _e35)), vec4<bool>(false, true, false, false));
    let _e41 = v0_;
    let _e44 = consts.c[2];
    let _e47 = o0_;
    o0_ = select(_e47, vec4(dot(_e41, _e44)), vec4<bool>(false, false, true, false));
    let _e50 = v0_;
    let _e53 = consts.c[3];
    let _e56 = o0_;
    o0_ = select(_e56, vec4(dot(_e50, _e53)), vec4<bool>(false, false, false, true));
    let _e61 = consts.c[4];
    let _e62 = v0_;
    r0_ = (_e61 + -(_e62));
    let _e65 = r0_;
    let _e66 = r0_;
    let _e71 = r1_;
    r1_ = select(_e71, vec4(dot(_e65.xyz, _e66.xyz)), vec4<bool>(false, false, false, true));
    let _e73 = r1_;
    let _e79 = r2_;
    r2_ = select(_e79, vec4(inverseSqrt(abs(_e73.wwww.x))), vec4<bool>(false, false, false, true));
    let _e81 = r0_;
    let _e82 = r2_;
    r0_ = (_e81 * _e82.wwww);
    let _e85 = r1_;
    let _e86 = _e85.wwww;
    let _e87 = r2_;
    let _e88 = _e87.wwww;
    r3_ = vec4<f32>(1f, (_e86.y * _e88.y), _e86.z, _e88.w);
    let _e96 = r3_;
    let _e99 = consts.c[5];
    let _e104 = r4_;
    r4_ = select(_e104, vec4(dot(_e96.xyz, _e99.xyz)), vec4<bool>(true, false, false, false));
    let _e106 = r4_;
    let _e112 = r4_;
    r4_ = select(_e112, vec4((1f / _e106.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e114 = v1_;
    let _e115 = r0_;
    let _e120 = r5_;
    r5_ = select(_e120, vec4(dot(_e114.xyz, _e115.xyz)), vec4<bool>(true, false, false, false));
    let _e122 = r5_;
    let _e123 = _e122.xxxx;
    let _e126 = consts.c[6];
    let _e127 = _e126.xxxx;
    let _e130 = r5_;
    r5_ = select(_e130, select(_e127, _e123, (_e123 >= _e127)), vec4<bool>(true, false, false, false));
    let _e132 = r5_;
    let _e134 = r4_;
    let _e137 = r5_;
    r5_ = select(_e137, (_e132.xxxx * _e134.xxxx), vec4<bool>(true, false, false, false));
    let _e139 = r5_;
    let _e143 = consts.c[7];
    o1_ = (_e139.xxxx * _e143);
    let _e145 = o1_;
    o1_ = saturate(_e145);
    let _e147 = o0_;
    let _e150 = consts.c[256];
    let _e154 = o0_;
    o0_ = select(_e154, (_e147 + (_e150 * _e147.wwww)), vec4<bool>(true, true, true, false));
    let _e157 = o0_;
    let _e158 = o1_;
    return Output(_e157, _e158);
}
