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
    let _e47 = consts.c[0];
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e47)), vec4<bool>(true, false, false, false));
    r0_ = _e51;
    let _e54 = consts.c[1];
    let _e58 = select(_e51, vec4(dot(in0_, _e54)), vec4<bool>(false, true, false, false));
    r0_ = _e58;
    let _e61 = consts.c[2];
    let _e65 = select(_e58, vec4(dot(in0_, _e61)), vec4<bool>(false, false, true, false));
    r0_ = _e65;
    let _e68 = consts.c[3];
    let _e72 = select(_e65, vec4(dot(in0_, _e68)), vec4<bool>(false, false, false, true));
    r0_ = _e72;
    o0_ = _e72;
    let _e73 = _e72.zzzz;
    o1_ = _e73;
    o2_ = in4_.xxxx;
    o3_ = in1_;
    o4_ = in2_;
    o5_ = in3_;
    let _e75 = in3_.yxwz;
    o6_ = _e75;
    o7_ = _e72;
    let _e78 = consts.c[4];
    o8_ = _e78;
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false));
    o9_ = _e80;
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), _e72.wwww, vec4<bool>(false, false, true, false));
    o10_ = _e82;
    let _e85 = consts.c[5];
    o11_ = _e85;
    let _e86 = in3_.wwww;
    o12_ = _e86;
    let _e87 = saturate(in1_);
    o3_ = _e87;
    let _e88 = saturate(in2_);
    o4_ = _e88;
    let _e91 = consts.c[256];
    let _e96 = select(_e72, (_e72 + (_e91 * _e72.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e96;
    return Output(_e96, _e73, _e87, _e88, in3_, _e75, _e72, _e78, _e80, _e82, _e85, _e86);
}
