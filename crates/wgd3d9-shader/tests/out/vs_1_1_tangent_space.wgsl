struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
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
    let _e34 = consts.c[0];
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e34)), vec4<bool>(true, false, false, false));
    o0_ = _e38;
    let _e41 = consts.c[1];
    let _e45 = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, true, false, false));
    o0_ = _e45;
    let _e48 = consts.c[2];
    let _e52 = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, false, true, false));
    o0_ = _e52;
    let _e55 = consts.c[3];
    let _e59 = select(_e52, vec4(dot(in0_, _e55)), vec4<bool>(false, false, false, true));
    o0_ = _e59;
    let _e62 = consts.c[4];
    let _e64 = (_e62 + -(in0_));
    r0_ = _e64;
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e64.xyz, _e64.xyz)), vec4<bool>(false, false, false, true));
    r1_ = _e69;
    let _e75 = select(_e69, vec4(inverseSqrt(abs(_e69.wwww.x))), vec4<bool>(false, false, false, true));
    r1_ = _e75;
    let _e77 = (_e64 * _e75.wwww);
    r0_ = _e77;
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e77.xyz, in2_.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e82;
    let _e87 = select(_e82, vec4(dot(_e77.xyz, in3_.xyz)), vec4<bool>(false, true, false, false));
    r2_ = _e87;
    let _e92 = select(_e87, vec4(dot(_e77.xyz, in1_.xyz)), vec4<bool>(false, false, true, false));
    r2_ = _e92;
    let _e94 = select(_e92, vec4<f32>(0.5f, 0.5f, 0.5f, 1f).wwww, vec4<bool>(false, false, false, true));
    r2_ = _e94;
    let _e96 = ((_e94 * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.5f, 0.5f, 0.5f, 1f));
    o1_ = _e96;
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false));
    o2_ = _e98;
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false));
    o3_ = _e99;
    let _e100 = saturate(_e96);
    o1_ = _e100;
    let _e103 = consts.c[256];
    let _e108 = select(_e59, (_e59 + (_e103 * _e59.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e108;
    return Output(_e108, _e100, _e98, _e99);
}
