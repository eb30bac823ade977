struct Constants {
    c: array<vec4<f32>, 258>,
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
    o3_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e48 = consts.c[0];
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e48)), vec4<bool>(true, false, false, false));
    r0_ = _e52;
    let _e55 = consts.c[1];
    let _e59 = select(_e52, vec4(dot(in0_, _e55)), vec4<bool>(false, true, false, false));
    r0_ = _e59;
    let _e62 = consts.c[2];
    let _e66 = select(_e59, vec4(dot(in0_, _e62)), vec4<bool>(false, false, true, false));
    r0_ = _e66;
    let _e69 = consts.c[3];
    let _e73 = select(_e66, vec4(dot(in0_, _e69)), vec4<bool>(false, false, false, true));
    r0_ = _e73;
    o0_ = _e73;
    let _e74 = _e73.zzzz;
    o1_ = _e74;
    o2_ = in4_.xxxx;
    o3_ = in1_;
    o4_ = in2_;
    o5_ = in3_;
    let _e76 = in3_.yxwz;
    o6_ = _e76;
    o7_ = _e73;
    let _e79 = consts.c[4];
    o8_ = _e79;
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false));
    o9_ = _e81;
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), _e73.wwww, vec4<bool>(false, false, true, false));
    o10_ = _e83;
    let _e86 = consts.c[5];
    o11_ = _e86;
    let _e87 = in3_.wwww;
    o12_ = _e87;
    let _e88 = saturate(in1_);
    o3_ = _e88;
    let _e89 = saturate(in2_);
    o4_ = _e89;
    let _e92 = consts.c[256];
    let _e95 = consts.c[257];
    let _e101 = select(_e73, ((_e73 * _e95) + (_e92 * _e73.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e101;
    return Output(_e101, _e74, _e88, _e89, in3_, _e76, _e73, _e79, _e81, _e83, _e86, _e87);
}
