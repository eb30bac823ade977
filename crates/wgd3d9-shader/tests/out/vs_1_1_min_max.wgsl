struct Constants {
    c: array<vec4<f32>, 258>,
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
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e25 = consts.c[0];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e25)), vec4<bool>(true, false, false, false));
    o0_ = _e29;
    let _e32 = consts.c[1];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, true, false, false));
    o0_ = _e36;
    let _e39 = consts.c[2];
    let _e43 = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, true, false));
    o0_ = _e43;
    let _e46 = consts.c[3];
    let _e50 = select(_e43, vec4(dot(in0_, _e46)), vec4<bool>(false, false, false, true));
    o0_ = _e50;
    let _e53 = consts.c[5];
    let _e54 = (in1_ * _e53);
    r0_ = _e54;
    let _e55 = vec4<f32>(0f, 1f, 0.25f, 0.75f).xxxx;
    let _e57 = select(_e55, _e54, (_e54 >= _e55));
    r0_ = _e57;
    let _e58 = vec4<f32>(0f, 1f, 0.25f, 0.75f).yyyy;
    let _e60 = select(_e58, _e57, (_e57 < _e58));
    o1_ = _e60;
    let _e61 = vec4<f32>(0f, 1f, 0.25f, 0.75f).zzzz;
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e61, in2_, (in2_ >= _e61)), vec4<bool>(true, true, false, false));
    r1_ = _e65;
    let _e66 = vec4<f32>(0f, 1f, 0.25f, 0.75f).wwww;
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e66, _e65, (_e65 < _e66)), vec4<bool>(true, true, false, false));
    o2_ = _e69;
    let _e70 = saturate(_e60);
    o1_ = _e70;
    let _e73 = consts.c[256];
    let _e76 = consts.c[257];
    let _e82 = select(_e50, ((_e50 * _e76) + (_e73 * _e50.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e82;
    return Output(_e82, _e70, _e69);
}
