struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    o0_ = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    if true {
        let _e48 = v1_;
        let _e51 = consts.c[4];
        let _e56 = r0_;
        let _e57 = select(_e56, vec4(dot(_e48.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
        r0_ = _e57;
        let _e58 = _e57.xxxx;
        let _e61 = consts.c[5];
        let _e62 = _e61.xxxx;
        let _e65 = select(_e57, select(_e62, _e58, (_e58 >= _e62)), vec4<bool>(true, false, false, false));
        r0_ = _e65;
        let _e69 = consts.c[6];
        o1_ = (_e65.xxxx * _e69);
    } else {
        let _e73 = consts.c[7];
        o1_ = _e73;
    }
    if false {
        let _e75 = v2_;
        let _e78 = consts.c[8];
        let _e80 = o2_;
        o2_ = select(_e80, (_e75 * _e78), vec4<bool>(true, true, false, false));
    } else {
        let _e83 = v2_;
        let _e84 = o2_;
        o2_ = select(_e84, _e83, vec4<bool>(true, true, false, false));
    }
    let _e86 = o1_;
    let _e87 = saturate(_e86);
    o1_ = _e87;
    let _e88 = o0_;
    let _e91 = consts.c[256];
    let _e96 = select(_e88, (_e88 + (_e91 * _e88.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e96;
    let _e97 = o2_;
    return Output(_e96, _e87, _e97);
}
