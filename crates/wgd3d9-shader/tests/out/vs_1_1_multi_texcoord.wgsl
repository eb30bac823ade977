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
    let _e41 = consts.c[0];
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e41)), vec4<bool>(true, false, false, false));
    o0_ = _e45;
    let _e48 = consts.c[1];
    let _e52 = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, true, false, false));
    o0_ = _e52;
    let _e55 = consts.c[2];
    let _e59 = select(_e52, vec4(dot(in0_, _e55)), vec4<bool>(false, false, true, false));
    o0_ = _e59;
    let _e62 = consts.c[3];
    let _e66 = select(_e59, vec4(dot(in0_, _e62)), vec4<bool>(false, false, false, true));
    o0_ = _e66;
    o1_ = in1_;
    o2_ = in2_;
    let _e69 = consts.c[4];
    let _e70 = (in1_ * _e69);
    o3_ = _e70;
    let _e73 = consts.c[5];
    let _e74 = (in2_ * _e73);
    o4_ = _e74;
    let _e77 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.yxxx, vec4<bool>(true, true, false, false));
    o5_ = _e77;
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyyy, vec4<bool>(false, false, true, true));
    o6_ = _e80;
    o7_ = in0_;
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false));
    o8_ = _e82;
    o9_ = in3_;
    o10_ = in4_;
    let _e83 = saturate(in3_);
    o9_ = _e83;
    let _e84 = saturate(in4_);
    o10_ = _e84;
    let _e87 = consts.c[256];
    let _e92 = select(_e66, (_e66 + (_e87 * _e66.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e92;
    return Output(_e92, in1_, in2_, _e70, _e74, _e77, _e80, in0_, _e82, _e83, _e84);
}
