struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(9) out3_: vec4<f32>,
    @location(0) out4_: vec4<f32>,
    @location(1) out5_: vec4<f32>,
    @location(2) out6_: vec4<f32>,
    @location(3) out7_: vec4<f32>,
    @location(4) out8_: vec4<f32>,
    @location(5) out9_: vec4<f32>,
    @location(6) out10_: vec4<f32>,
    @location(7) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
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
    var o11_: vec4<f32> = vec4<f32>();
    var o12_: vec4<f32> = vec4<f32>();
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
    let _e44 = v0_;
    let _e47 = consts.c[0];
    let _e50 = r0_;
    r0_ = select(_e50, vec4(dot(_e44, _e47)), vec4<bool>(true, false, false, false));
    let _e53 = v0_;
    let _e56 = consts.c[1];
    let _e59 = r0_;
    r0_ = select(_e59, vec4(dot(_e53, _e56)), vec4<bool>(false, true, false, false));
    let _e62 = v0_;
    let _e65 = consts.c[2];
    let _e68 = r0_;
    r0_ = select(_e68, vec4(dot(_e62, _e65)), vec4<bool>(false, false, true, false));
    let _e71 = v0_;
    let _e74 = consts.c[3];
    let _e77 = r0_;
    r0_ = select(_e77, vec4(dot(_e71, _e74)), vec4<bool>(false, false, false, true));
    let _e80 = r0_;
    o0_ = _e80;
    let _e81 = r0_;
    o1_ = _e81.zzzz;
    let _e83 = v4_;
    o2_ = _e83.xxxx;
    let _e85 = v1_;
    o3_ = _e85;
    let _e86 = v2_;
    o4_ = _e86;
    let _e87 = v3_;
    o5_ = _e87;
    let _e88 = v3_;
    o6_ = _e88.yxwz;
    let _e90 = r0_;
    o7_ = _e90;
    let _e93 = consts.c[4];
    o8_ = _e93;
    let _e94 = v3_;
    let _e95 = o9_;
    o9_ = select(_e95, _e94, vec4<bool>(true, true, false, false));
    let _e98 = r0_;
    let _e100 = o10_;
    o10_ = select(_e100, _e98.wwww, vec4<bool>(false, false, true, false));
    let _e104 = consts.c[5];
    o11_ = _e104;
    let _e105 = v3_;
    o12_ = _e105.wwww;
    let _e107 = o3_;
    o3_ = saturate(_e107);
    let _e109 = o4_;
    o4_ = saturate(_e109);
    let _e111 = o0_;
    let _e114 = consts.c[256];
    let _e118 = o0_;
    o0_ = select(_e118, (_e111 + (_e114 * _e111.wwww)), vec4<bool>(true, true, true, false));
    let _e121 = o0_;
    let _e122 = o1_;
    let _e123 = o3_;
    let _e124 = o4_;
    let _e125 = o5_;
    let _e126 = o6_;
    let _e127 = o7_;
    let _e128 = o8_;
    let _e129 = o9_;
    let _e130 = o10_;
    let _e131 = o11_;
    let _e132 = o12_;
    return Output(_e121, _e122, _e123, _e124, _e125, _e126, _e127, _e128, _e129, _e130, _e131, _e132);
}
