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
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e37 = consts.c[4];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = _e37;
    if true {
        let _e45 = v1_;
        let _e48 = consts.c[6];
        let _e55 = r1_;
        let _e56 = select(_e55, saturate(vec4(dot(_e45.xyz, _e48.xyz))), vec4<bool>(true, false, false, false));
        let _e60 = consts.c[7];
        let _e61 = r0_;
        r1_ = _e56;
        r0_ = ((_e56.xxxx * _e60) + _e61);
    }
    if !(false) {
        let _e66 = r0_;
        let _e69 = consts.c[8];
        r0_ = (_e66 + _e69);
    }
    if false {
        let _e71 = v2_;
        let _e74 = consts.c[5];
        o1_ = (_e71 * _e74);
    } else {
        let _e77 = v2_;
        o1_ = _e77;
    }
    let _e78 = r0_;
    let _e79 = o0_;
    let _e82 = consts.c[256];
    let _e85 = consts.c[257];
    let _e92 = o1_;
    return Output(select(_e79, ((_e79 * _e85) + (_e82 * _e79.wwww)), vec4<bool>(true, true, true, false)), _e92, _e78);
}
