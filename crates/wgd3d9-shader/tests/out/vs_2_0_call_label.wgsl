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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
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
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    o0_ = _e47;
    r0_ = in1_;
    let _e50 = consts.c[4];
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e50.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e55;
    let _e56 = _e55.xxxx;
    let _e59 = consts.c[5];
    let _e60 = _e59.xxxx;
    let _e62 = select(_e60, _e56, (_e56 >= _e60));
    r1_ = _e62;
    o1_ = _e62;
    let _e65 = consts.c[6];
    let _e66 = (in1_ * _e65);
    r2_ = _e66;
    let _e69 = consts.c[7];
    let _e70 = (_e66 + _e69);
    r2_ = _e70;
    o2_ = _e70;
    let _e71 = saturate(_e62);
    o1_ = _e71;
    let _e74 = consts.c[256];
    let _e79 = select(_e47, (_e47 + (_e74 * _e47.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e79;
    return Output(_e79, _e71, _e70);
}
