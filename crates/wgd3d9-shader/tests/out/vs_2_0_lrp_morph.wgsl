struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e27 = v1_;
    r0_ = _e27;
    let _e30 = consts.c[4];
    let _e32 = r0_;
    let _e33 = v0_;
    r1_ = mix(_e33, _e32, _e30.xxxx);
    let _e35 = v3_;
    r2_ = _e35;
    let _e38 = consts.c[4];
    let _e40 = r2_;
    let _e41 = v2_;
    let _e43 = r3_;
    r3_ = select(_e43, mix(_e41, _e40, _e38.xxxx), vec4<bool>(true, true, true, false));
    let _e46 = r1_;
    let _e49 = consts.c[0];
    let _e52 = o0_;
    o0_ = select(_e52, vec4(dot(_e46, _e49)), vec4<bool>(true, false, false, false));
    let _e55 = r1_;
    let _e58 = consts.c[1];
    let _e61 = o0_;
    o0_ = select(_e61, vec4(dot(_e55, _e58)), vec4<bool>(false, true, false, false));
    let _e64 = r1_;
    let _e67 = consts.c[2];
    let _e70 = o0_;
    o0_ = select(_e70, vec4(dot(_e64, _e67)), vec4<bool>(false, false, true, false));
    let _e73 = r1_;
    let _e76 = consts.c[3];
    let _e79 = o0_;
    o0_ = select(_e79, vec4(dot(_e73, _e76)), vec4<bool>(false, false, false, true));
    let _e82 = r3_;
    let _e85 = consts.c[5];
    let _e90 = r4_;
    r4_ = select(_e90, vec4(dot(_e82.xyz, _e85.xyz)), vec4<bool>(true, false, false, false));
    let _e92 = r4_;
    let _e93 = _e92.xxxx;
    let _e96 = consts.c[6];
    let _e97 = _e96.xxxx;
    o1_ = select(_e97, _e93, (_e93 >= _e97));
    let _e100 = o1_;
    o1_ = saturate(_e100);
    let _e102 = o0_;
    let _e105 = consts.c[256];
    let _e109 = o0_;
    o0_ = select(_e109, (_e102 + (_e105 * _e102.wwww)), vec4<bool>(true, true, true, false));
    let _e111 = o0_;
    let _e112 = o1_;
    return Output(_e111, _e112);
}
