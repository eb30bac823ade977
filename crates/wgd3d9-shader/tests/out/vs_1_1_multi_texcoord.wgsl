struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(4) out5_: vec4<f32>,
    @location(5) out6_: vec4<f32>,
    @location(6) out7_: vec4<f32>,
    @location(7) out8_: vec4<f32>,
    @location(8) out9_: vec4<f32>,
    @location(9) out10_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var o5_: vec4<f32> = vec4<f32>();
    var o6_: vec4<f32> = vec4<f32>();
    var o7_: vec4<f32> = vec4<f32>();
    var o8_: vec4<f32> = vec4<f32>();
    var o9_: vec4<f32> = vec4<f32>();
    var o10_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v4_ = in4_;
    let _e38 = v0_;
    let _e41 = consts.c[0];
    let _e44 = o0_;
    o0_ = select(_e44, vec4(dot(_e38, _e41)), vec4<bool>(true, false, false, false));
    let _e47 = v0_;
    let _e50 = consts.c[1];
    let _e53 = o0_;
    o0_ = select(_e53, vec4(dot(_e47, _e50)), vec4<bool>(false, true, false, false));
    let _e56 = v0_;
    let _e59 = consts.c[2];
    let _e62 = o0_;
    o0_ = select(_e62, vec4(dot(_e56, _e59)), vec4<bool>(false, false, true, false));
    let _e65 = v0_;
    let _e68 = consts.c[3];
    let _e71 = o0_;
    o0_ = select(_e71, vec4(dot(_e65, _e68)), vec4<bool>(false, false, false, true));
    let _e74 = v1_;
    o1_ = _e74;
    let _e75 = v2_;
    o2_ = _e75;
    let _e76 = v1_;
    let _e79 = consts.c[4];
    o3_ = (_e76 * _e79);
    let _e81 = v2_;
    let _e84 = consts.c[5];
    o4_ = (_e81 * _e84);
    let _e86 = v1_;
    let _e88 = o5_;
    o5_ = select(_e88, _e86.yxxx, vec4<bool>(true, true, false, false));
    let _e91 = v2_;
    let _e93 = o6_;
    o6_ = select(_e93, _e91.xyyy, vec4<bool>(false, false, true, true));
    let _e96 = v0_;
    o7_ = _e96;
    let _e97 = v1_;
    let _e99 = o8_;
    o8_ = select(_e99, _e97.wwww, vec4<bool>(true, false, false, false));
    let _e101 = v3_;
    o9_ = _e101;
    let _e102 = v4_;
    o10_ = _e102;
    let _e103 = o9_;
    o9_ = saturate(_e103);
    let _e105 = o10_;
    o10_ = saturate(_e105);
    let _e107 = o0_;
    let _e110 = consts.c[256];
    let _e114 = o0_;
    o0_ = select(_e114, (_e107 + (_e110 * _e107.wwww)), vec4<bool>(true, true, true, false));
    let _e117 = o0_;
    let _e118 = o1_;
    let _e119 = o2_;
    let _e120 = o3_;
    let _e121 = o4_;
    let _e122 = o5_;
    let _e123 = o6_;
    let _e124 = o7_;
    let _e125 = o8_;
    let _e126 = o9_;
    let _e127 = o10_;
    return Output(_e117, _e118, _e119, _e120, _e121, _e122, _e123, _e124, _e125, _e126, _e127);
}
