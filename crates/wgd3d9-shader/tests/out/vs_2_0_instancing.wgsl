struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v4_ = in4_;
    v5_ = in5_;
    let _e29 = v0_;
    r1_ = _e29;
    let _e30 = r1_;
    let _e31 = v2_;
    let _e34 = r0_;
    r0_ = select(_e34, vec4(dot(_e30, _e31)), vec4<bool>(true, false, false, false));
    let _e37 = r1_;
    let _e38 = v3_;
    let _e41 = r0_;
    r0_ = select(_e41, vec4(dot(_e37, _e38)), vec4<bool>(false, true, false, false));
    let _e44 = r1_;
    let _e45 = v4_;
    let _e48 = r0_;
    r0_ = select(_e48, vec4(dot(_e44, _e45)), vec4<bool>(false, false, true, false));
    let _e51 = r1_;
    let _e53 = r0_;
    r0_ = select(_e53, _e51.wwww, vec4<bool>(false, false, false, true));
    let _e56 = r0_;
    let _e59 = consts.c[0];
    let _e62 = o0_;
    o0_ = select(_e62, vec4(dot(_e56, _e59)), vec4<bool>(true, false, false, false));
    let _e64 = r0_;
    let _e67 = consts.c[1];
    let _e70 = o0_;
    o0_ = select(_e70, vec4(dot(_e64, _e67)), vec4<bool>(false, true, false, false));
    let _e72 = r0_;
    let _e75 = consts.c[2];
    let _e78 = o0_;
    o0_ = select(_e78, vec4(dot(_e72, _e75)), vec4<bool>(false, false, true, false));
    let _e80 = r0_;
    let _e83 = consts.c[3];
    let _e86 = o0_;
    o0_ = select(_e86, vec4(dot(_e80, _e83)), vec4<bool>(false, false, false, true));
    let _e88 = v1_;
    let _e89 = o1_;
    o1_ = select(_e89, _e88, vec4<bool>(true, true, false, false));
    let _e92 = v5_;
    o2_ = _e92;
    let _e93 = o2_;
    o2_ = saturate(_e93);
    let _e95 = o0_;
    let _e98 = consts.c[256];
    let _e102 = o0_;
    o0_ = select(_e102, (_e95 + (_e98 * _e95.wwww)), vec4<bool>(true, true, true, false));
    let _e105 = o0_;
    let _e106 = o1_;
    let _e107 = o2_;
    return Output(_e105, _e106, _e107);
}
