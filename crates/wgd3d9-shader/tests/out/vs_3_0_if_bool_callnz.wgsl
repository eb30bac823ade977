struct Constants {
    c: array<vec4<f32>, 266>,
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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e33 = consts.c[4];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = _e33;
    if true {
        let _e41 = v1_;
        let _e43 = consts.c[6];
        let _e50 = r1_;
        let _e51 = select(_e50, saturate(vec4(dot(_e41.xyz, _e43.xyz))), vec4<bool>(true, false, false, false));
        let _e54 = consts.c[7];
        let _e55 = r0_;
        r1_ = _e51;
        r0_ = ((_e51.xxxx * _e54) + _e55);
    }
    if !(false) {
        let _e60 = r0_;
        let _e62 = consts.c[8];
        r0_ = (_e60 + _e62);
    }
    if false {
        let _e64 = v2_;
        let _e66 = consts.c[5];
        o1_ = (_e64 * _e66);
    } else {
        let _e69 = v2_;
        o1_ = _e69;
    }
    let _e70 = r0_;
    let _e71 = o0_;
    let _e73 = consts.c[256];
    let _e75 = consts.c[257];
    let _e82 = o1_;
    return Output(select(_e71, ((_e71 * _e75) + (_e73 * _e71.wwww)), vec4<bool>(true, true, true, false)), _e82, _e70);
}
