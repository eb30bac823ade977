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
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e22 = consts.c[0];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e22)), vec4<bool>(true, false, false, false));
    o0_ = _e26;
    let _e29 = consts.c[1];
    let _e33 = select(_e26, vec4(dot(in0_, _e29)), vec4<bool>(false, true, false, false));
    o0_ = _e33;
    let _e36 = consts.c[2];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, false, true, false));
    o0_ = _e40;
    let _e43 = consts.c[3];
    o0_ = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    r2_ = _e52;
    if (_e52.yyyy.x != 0f) {
        let _e57 = r1_;
        let _e60 = consts.c[5];
        r1_ = (_e57 + _e60);
    }
    let _e62 = r2_;
    if !((_e62.zzzz.x != 0f)) {
        let _e67 = r1_;
        let _e70 = consts.c[6];
        r1_ = (_e67 + _e70);
    }
    let _e72 = r1_;
    o1_ = _e72;
    let _e73 = saturate(_e72);
    o1_ = _e73;
    let _e74 = o0_;
    let _e77 = consts.c[256];
    let _e80 = consts.c[257];
    let _e86 = select(_e74, ((_e74 * _e80) + (_e77 * _e74.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e86;
    return Output(_e86, _e73);
}
