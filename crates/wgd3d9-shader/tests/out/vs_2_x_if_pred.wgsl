struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e20 = consts.c[0];
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e20)), vec4<bool>(true, false, false, false));
    o0_ = _e24;
    let _e27 = consts.c[1];
    let _e31 = select(_e24, vec4(dot(in0_, _e27)), vec4<bool>(false, true, false, false));
    o0_ = _e31;
    let _e34 = consts.c[2];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, false, true, false));
    o0_ = _e38;
    let _e41 = consts.c[3];
    o0_ = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, false, true));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy));
    r1_ = _e49;
    if (_e49.xxxx.x != 0f) {
        let _e56 = consts.c[5];
        r0_ = _e56;
    } else {
        let _e59 = consts.c[6];
        r0_ = _e59;
    }
    let _e60 = r1_;
    if !((_e60.zzzz.x != 0f)) {
        let _e65 = r0_;
        let _e68 = consts.c[7];
        r0_ = (_e65 + _e68);
    }
    let _e70 = r0_;
    o1_ = _e70;
    let _e71 = saturate(_e70);
    o1_ = _e71;
    let _e72 = o0_;
    let _e75 = consts.c[256];
    let _e78 = consts.c[257];
    let _e84 = select(_e72, ((_e72 * _e78) + (_e75 * _e72.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e84;
    return Output(_e84, _e71);
}
