struct Constants {
    c: array<vec4<f32>, 258>,
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
    o5_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e53 = consts.c[0];
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e53)), vec4<bool>(true, false, false, false));
    o0_ = _e57;
    let _e60 = consts.c[1];
    let _e64 = select(_e57, vec4(dot(in0_, _e60)), vec4<bool>(false, true, false, false));
    o0_ = _e64;
    let _e67 = consts.c[2];
    let _e71 = select(_e64, vec4(dot(in0_, _e67)), vec4<bool>(false, false, true, false));
    o0_ = _e71;
    let _e74 = consts.c[3];
    let _e78 = select(_e71, vec4(dot(in0_, _e74)), vec4<bool>(false, false, false, true));
    o0_ = _e78;
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), in6_, vec4<bool>(true, true, false, false));
    o1_ = _e80;
    let _e83 = select(_e80, in7_.xyyy, vec4<bool>(false, false, true, true));
    o1_ = _e83;
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false));
    o2_ = _e85;
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, true, false));
    o3_ = _e86;
    let _e87 = select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, true, false));
    o4_ = _e87;
    o5_ = in8_;
    o6_ = in9_;
    o7_ = in1_;
    o8_ = in2_;
    let _e90 = consts.c[256];
    let _e93 = consts.c[257];
    let _e98 = select(_e78, ((_e78 * _e93) + (_e90 * _e78.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e98;
    return Output(_e98, _e83, _e83, _e85, _e86, _e87, in8_, in9_, in1_, in2_);
}
