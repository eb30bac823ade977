struct Constants {
    c: array<vec4<f32>, 258>,
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
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    r1_ = in0_;
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, in2_)), vec4<bool>(true, false, false, false));
    r0_ = _e34;
    let _e38 = select(_e34, vec4(dot(in0_, in3_)), vec4<bool>(false, true, false, false));
    r0_ = _e38;
    let _e42 = select(_e38, vec4(dot(in0_, in4_)), vec4<bool>(false, false, true, false));
    r0_ = _e42;
    let _e45 = select(_e42, in0_.wwww, vec4<bool>(false, false, false, true));
    r0_ = _e45;
    let _e48 = consts.c[0];
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e45, _e48)), vec4<bool>(true, false, false, false));
    o0_ = _e51;
    let _e54 = consts.c[1];
    let _e57 = select(_e51, vec4(dot(_e45, _e54)), vec4<bool>(false, true, false, false));
    o0_ = _e57;
    let _e60 = consts.c[2];
    let _e63 = select(_e57, vec4(dot(_e45, _e60)), vec4<bool>(false, false, true, false));
    o0_ = _e63;
    let _e66 = consts.c[3];
    let _e69 = select(_e63, vec4(dot(_e45, _e66)), vec4<bool>(false, false, false, true));
    o0_ = _e69;
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false));
    o1_ = _e71;
    o2_ = in5_;
    let _e72 = saturate(in5_);
    o2_ = _e72;
    let _e75 = consts.c[256];
    let _e78 = consts.c[257];
    let _e84 = select(_e69, ((_e69 * _e78) + (_e75 * _e69.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e84;
    return Output(_e84, _e71, _e72);
}
