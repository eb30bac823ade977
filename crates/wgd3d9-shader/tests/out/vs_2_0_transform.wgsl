struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e19 = consts.c[0];
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e19)), vec4<bool>(true, false, false, false));
    o0_ = _e23;
    let _e26 = consts.c[1];
    let _e30 = select(_e23, vec4(dot(in0_, _e26)), vec4<bool>(false, true, false, false));
    o0_ = _e30;
    let _e33 = consts.c[2];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, false, true, false));
    o0_ = _e37;
    let _e40 = consts.c[3];
    let _e44 = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, false, true));
    o0_ = _e44;
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false));
    o1_ = _e46;
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    o2_ = _e48;
    let _e51 = consts.c[256];
    let _e54 = consts.c[257];
    let _e59 = select(_e44, ((_e44 * _e54) + (_e51 * _e44.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e59;
    return Output(_e59, _e46, _e48);
}
