struct Constants {
    c: array<vec4<f32>, 258>,
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
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e35 = consts.c[0];
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e35)), vec4<bool>(true, false, false, false));
    o0_ = _e39;
    let _e42 = consts.c[1];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, true, false, false));
    o0_ = _e46;
    let _e49 = consts.c[2];
    let _e53 = select(_e46, vec4(dot(in0_, _e49)), vec4<bool>(false, false, true, false));
    o0_ = _e53;
    let _e56 = consts.c[3];
    let _e60 = select(_e53, vec4(dot(in0_, _e56)), vec4<bool>(false, false, false, true));
    o0_ = _e60;
    let _e63 = consts.c[4];
    let _e65 = (_e63 + -(in0_));
    r0_ = _e65;
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e65.xyz, _e65.xyz)), vec4<bool>(false, false, false, true));
    r1_ = _e70;
    let _e76 = select(_e70, vec4(inverseSqrt(abs(_e70.wwww.x))), vec4<bool>(false, false, false, true));
    r1_ = _e76;
    let _e78 = (_e65 * _e76.wwww);
    r0_ = _e78;
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e78.xyz, in2_.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e83;
    let _e88 = select(_e83, vec4(dot(_e78.xyz, in3_.xyz)), vec4<bool>(false, true, false, false));
    r2_ = _e88;
    let _e93 = select(_e88, vec4(dot(_e78.xyz, in1_.xyz)), vec4<bool>(false, false, true, false));
    r2_ = _e93;
    let _e95 = select(_e93, vec4<f32>(0.5f, 0.5f, 0.5f, 1f).wwww, vec4<bool>(false, false, false, true));
    r2_ = _e95;
    let _e97 = ((_e95 * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.5f, 0.5f, 0.5f, 1f));
    o1_ = _e97;
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false));
    o2_ = _e99;
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false));
    o3_ = _e100;
    let _e101 = saturate(_e97);
    o1_ = _e101;
    let _e104 = consts.c[256];
    let _e107 = consts.c[257];
    let _e113 = select(_e60, ((_e60 * _e107) + (_e104 * _e60.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e113;
    return Output(_e113, _e101, _e99, _e100);
}
