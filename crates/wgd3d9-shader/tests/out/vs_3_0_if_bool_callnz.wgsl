struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e20 = v0_;
    let _e23 = consts.c[0];
    let _e26 = o0_;
    o0_ = select(_e26, vec4(dot(_e20, _e23)), vec4<bool>(true, false, false, false));
    let _e29 = v0_;
    let _e32 = consts.c[1];
    let _e35 = o0_;
    o0_ = select(_e35, vec4(dot(_e29, _e32)), vec4<bool>(false, true, false, false));
    let _e38 = v0_;
    let _e41 = consts.c[2];
    let _e44 = o0_;
    o0_ = select(_e44, vec4(dot(_e38, _e41)), vec4<bool>(false, false, true, false));
    let _e47 = v0_;
    let _e50 = consts.c[3];
    let _e53 = o0_;
    o0_ = select(_e53, vec4(dot(_e47, _e50)), vec4<bool>(false, false, false, true));
    let _e58 = consts.c[4];
    r0_ = _e58;
    if true {
        let _e60 = v1_;
        let _e63 = consts.c[6];
        let _e69 = r1_;
        r1_ = select(_e69, saturate(vec4(dot(_e60.xyz, _e63.xyz))), vec4<bool>(true, false, false, false));
        let _e71 = r1_;
        let _e75 = consts.c[7];
        let _e76 = r0_;
        r0_ = ((_e71.xxxx * _e75) + _e76);
    }
    if !(false) {
        let _e81 = r0_;
        let _e84 = consts.c[8];
        r0_ = (_e81 + _e84);
    }
    if false {
        let _e87 = v2_;
        let _e90 = consts.c[5];
        o1_ = (_e87 * _e90);
    } else {
        let _e92 = v2_;
        o1_ = _e92;
    }
    let _e93 = r0_;
    o2_ = _e93;
    let _e94 = o0_;
    let _e97 = consts.c[256];
    let _e101 = o0_;
    o0_ = select(_e101, (_e94 + (_e97 * _e94.wwww)), vec4<bool>(true, true, true, false));
    let _e104 = o0_;
    let _e105 = o1_;
    let _e106 = o2_;
    return Output(_e104, _e105, _e106);
}
