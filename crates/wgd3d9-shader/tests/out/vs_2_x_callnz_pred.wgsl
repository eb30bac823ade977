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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
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
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    r2_ = _e51;
    if (_e51.yyyy.x != 0f) {
        let _e56 = r1_;
        let _e59 = consts.c[5];
        r1_ = (_e56 + _e59);
    }
    let _e61 = r2_;
    if !((_e61.zzzz.x != 0f)) {
        let _e66 = r1_;
        let _e69 = consts.c[6];
        r1_ = (_e66 + _e69);
    }
    let _e71 = r1_;
    o1_ = _e71;
    let _e72 = saturate(_e71);
    o1_ = _e72;
    let _e73 = o0_;
    let _e76 = consts.c[256];
    let _e81 = select(_e73, (_e73 + (_e76 * _e73.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e81;
    return Output(_e81, _e72);
}
