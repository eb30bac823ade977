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
    let _e23 = consts.c[0];
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e23)), vec4<bool>(true, false, false, false));
    o0_ = _e27;
    let _e30 = consts.c[1];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, true, false, false));
    o0_ = _e34;
    let _e37 = consts.c[2];
    let _e41 = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, true, false));
    o0_ = _e41;
    let _e44 = consts.c[3];
    o0_ = select(_e41, vec4(dot(in0_, _e44)), vec4<bool>(false, false, false, true));
    let _e51 = consts.c[4];
    r0_ = _e51;
    if true {
        let _e53 = v1_;
        let _e56 = consts.c[6];
        let _e62 = r1_;
        let _e63 = select(_e62, saturate(vec4(dot(_e53.xyz, _e56.xyz))), vec4<bool>(true, false, false, false));
        r1_ = _e63;
        let _e67 = consts.c[7];
        let _e68 = r0_;
        r0_ = ((_e63.xxxx * _e67) + _e68);
    }
    if !(false) {
        let _e73 = r0_;
        let _e76 = consts.c[8];
        r0_ = (_e73 + _e76);
    }
    if false {
        let _e78 = v2_;
        let _e81 = consts.c[5];
        o1_ = (_e78 * _e81);
    } else {
        let _e83 = v2_;
        o1_ = _e83;
    }
    let _e84 = r0_;
    o2_ = _e84;
    let _e85 = o0_;
    let _e88 = consts.c[256];
    let _e93 = select(_e85, (_e85 + (_e88 * _e85.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e93;
    let _e94 = o1_;
    return Output(_e93, _e94, _e84);
}
