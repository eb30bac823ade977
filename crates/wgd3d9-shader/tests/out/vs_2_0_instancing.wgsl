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
    r1_ = in0_;
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, in2_)), vec4<bool>(true, false, false, false));
    r0_ = _e33;
    let _e37 = select(_e33, vec4(dot(in0_, in3_)), vec4<bool>(false, true, false, false));
    r0_ = _e37;
    let _e41 = select(_e37, vec4(dot(in0_, in4_)), vec4<bool>(false, false, true, false));
    r0_ = _e41;
    let _e44 = select(_e41, in0_.wwww, vec4<bool>(false, false, false, true));
    r0_ = _e44;
    let _e47 = consts.c[0];
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e44, _e47)), vec4<bool>(true, false, false, false));
    o0_ = _e50;
    let _e53 = consts.c[1];
    let _e56 = select(_e50, vec4(dot(_e44, _e53)), vec4<bool>(false, true, false, false));
    o0_ = _e56;
    let _e59 = consts.c[2];
    let _e62 = select(_e56, vec4(dot(_e44, _e59)), vec4<bool>(false, false, true, false));
    o0_ = _e62;
    let _e65 = consts.c[3];
    let _e68 = select(_e62, vec4(dot(_e44, _e65)), vec4<bool>(false, false, false, true));
    o0_ = _e68;
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false));
    o1_ = _e70;
    o2_ = in5_;
    let _e71 = saturate(in5_);
    o2_ = _e71;
    let _e74 = consts.c[256];
    let _e79 = select(_e68, (_e68 + (_e74 * _e68.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e79;
    return Output(_e79, _e70, _e71);
}
