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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e11 = consts.c[0];
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e11)), vec4<bool>(true, false, false, false));
    o0_ = _e15;
    let _e18 = consts.c[1];
    let _e22 = select(_e15, vec4(dot(in0_, _e18)), vec4<bool>(false, true, false, false));
    o0_ = _e22;
    let _e25 = consts.c[2];
    let _e29 = select(_e22, vec4(dot(in0_, _e25)), vec4<bool>(false, false, true, false));
    o0_ = _e29;
    let _e32 = consts.c[3];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, false, false, true));
    o0_ = _e36;
    let _e39 = consts.c[4];
    o1_ = _e39;
    let _e40 = saturate(_e39);
    o1_ = _e40;
    let _e43 = consts.c[256];
    let _e48 = select(_e36, (_e36 + (_e43 * _e36.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e48;
    return Output(_e48, _e40);
}
