struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e25 = consts.c[0];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e25)), vec4<bool>(true, false, false, false));
    o0_ = _e29;
    let _e32 = consts.c[1];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, true, false, false));
    o0_ = _e36;
    let _e39 = consts.c[2];
    let _e43 = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, true, false));
    o0_ = _e43;
    let _e46 = consts.c[3];
    let _e50 = select(_e43, vec4(dot(in0_, _e46)), vec4<bool>(false, false, false, true));
    o0_ = _e50;
    r0_ = in1_;
    let _e53 = consts.c[4];
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(in1_.xyz, _e53.xyz))), vec4<bool>(true, false, false, false));
    r1_ = _e59;
    let _e62 = consts.c[5];
    let _e67 = select(_e59, vec4(dot(in1_.xyz, _e62.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e67;
    let _e69 = select(_e67, in1_, vec4<bool>(false, false, true, true));
    r1_ = _e69;
    let _e70 = abs(_e69);
    r2_ = _e70;
    let _e75 = consts.c[6];
    let _e76 = (-(abs(in1_)) + _e75);
    r3_ = _e76;
    let _e80 = consts.c[7];
    let _e82 = saturate((_e69.xxxx * _e80));
    o1_ = _e82;
    let _e88 = saturate(((_e70.yyyy * _e76) + -(abs(_e70))));
    o2_ = _e88;
    let _e91 = consts.c[256];
    let _e94 = consts.c[257];
    let _e100 = select(_e50, ((_e50 * _e94) + (_e91 * _e50.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e100;
    return Output(_e100, _e82, _e88);
}
