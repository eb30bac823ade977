struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(11) out3_: vec4<f32>,
    @location(12) out4_: vec4<f32>,
    @location(13) out5_: vec4<f32>,
    @location(8) out6_: vec4<f32>,
    @location(9) out7_: vec4<f32>,
    @location(14) out8_: vec4<f32>,
    @location(2) out9_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var o5_: vec4<f32> = vec4<f32>();
    var o6_: vec4<f32> = vec4<f32>();
    var o7_: vec4<f32> = vec4<f32>();
    var o8_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v4_ = in4_;
    v5_ = in5_;
    v6_ = in6_;
    v7_ = in7_;
    v8_ = in8_;
    v9_ = in9_;
    let _e49 = v0_;
    let _e52 = consts.c[0];
    let _e55 = o0_;
    o0_ = select(_e55, vec4(dot(_e49, _e52)), vec4<bool>(true, false, false, false));
    let _e58 = v0_;
    let _e61 = consts.c[1];
    let _e64 = o0_;
    o0_ = select(_e64, vec4(dot(_e58, _e61)), vec4<bool>(false, true, false, false));
    let _e67 = v0_;
    let _e70 = consts.c[2];
    let _e73 = o0_;
    o0_ = select(_e73, vec4(dot(_e67, _e70)), vec4<bool>(false, false, true, false));
    let _e76 = v0_;
    let _e79 = consts.c[3];
    let _e82 = o0_;
    o0_ = select(_e82, vec4(dot(_e76, _e79)), vec4<bool>(false, false, false, true));
    let _e85 = v6_;
    let _e86 = o1_;
    o1_ = select(_e86, _e85, vec4<bool>(true, true, false, false));
    let _e89 = v7_;
    let _e91 = o1_;
    o1_ = select(_e91, _e89.xyyy, vec4<bool>(false, false, true, true));
    let _e94 = v3_;
    let _e95 = o2_;
    o2_ = select(_e95, _e94, vec4<bool>(true, true, true, false));
    let _e98 = v4_;
    let _e99 = o3_;
    o3_ = select(_e99, _e98, vec4<bool>(true, true, true, false));
    let _e101 = v5_;
    let _e102 = o4_;
    o4_ = select(_e102, _e101, vec4<bool>(true, true, true, false));
    let _e104 = v8_;
    o5_ = _e104;
    let _e105 = v9_;
    o6_ = _e105;
    let _e106 = v1_;
    o7_ = _e106;
    let _e107 = v2_;
    o8_ = _e107;
    let _e108 = o0_;
    let _e111 = consts.c[256];
    let _e115 = o0_;
    o0_ = select(_e115, (_e108 + (_e111 * _e108.wwww)), vec4<bool>(true, true, true, false));
    let _e117 = o0_;
    let _e118 = o1_;
    let _e119 = o1_;
    let _e120 = o2_;
    let _e121 = o3_;
    let _e122 = o4_;
    let _e123 = o5_;
    let _e124 = o6_;
    let _e125 = o7_;
    let _e126 = o8_;
    return Output(_e117, _e118, _e119, _e120, _e121, _e122, _e123, _e124, _e125, _e126);
}
