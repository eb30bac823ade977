struct Constants {
    c: array<vec4<f32>, 258>,
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
    o9_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e42 = consts.c[0];
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e42)), vec4<bool>(true, false, false, false));
    o0_ = _e46;
    let _e49 = consts.c[1];
    let _e53 = select(_e46, vec4(dot(in0_, _e49)), vec4<bool>(false, true, false, false));
    o0_ = _e53;
    let _e56 = consts.c[2];
    let _e60 = select(_e53, vec4(dot(in0_, _e56)), vec4<bool>(false, false, true, false));
    o0_ = _e60;
    let _e63 = consts.c[3];
    let _e67 = select(_e60, vec4(dot(in0_, _e63)), vec4<bool>(false, false, false, true));
    o0_ = _e67;
    o1_ = in1_;
    o2_ = in2_;
    let _e70 = consts.c[4];
    let _e71 = (in1_ * _e70);
    o3_ = _e71;
    let _e74 = consts.c[5];
    let _e75 = (in2_ * _e74);
    o4_ = _e75;
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.yxxx, vec4<bool>(true, true, false, false));
    o5_ = _e78;
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyyy, vec4<bool>(false, false, true, true));
    o6_ = _e81;
    o7_ = in0_;
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false));
    o8_ = _e83;
    o9_ = in3_;
    o10_ = in4_;
    let _e84 = saturate(in3_);
    o9_ = _e84;
    let _e85 = saturate(in4_);
    o10_ = _e85;
    let _e88 = consts.c[256];
    let _e91 = consts.c[257];
    let _e97 = select(_e67, ((_e67 * _e91) + (_e88 * _e67.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e97;
    return Output(_e97, in1_, in2_, _e71, _e75, _e78, _e81, in0_, _e83, _e84, _e85);
}
