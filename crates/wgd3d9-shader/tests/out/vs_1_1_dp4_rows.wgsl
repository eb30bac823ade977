struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e14 = consts.c[0];
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e14)), vec4<bool>(true, false, false, false));
    o0_ = _e18;
    let _e21 = consts.c[1];
    let _e25 = select(_e18, vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false));
    o0_ = _e25;
    let _e28 = consts.c[2];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false));
    o0_ = _e32;
    let _e35 = consts.c[3];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, false, true));
    o0_ = _e39;
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false));
    o1_ = _e41;
    let _e44 = consts.c[256];
    let _e47 = consts.c[257];
    let _e53 = select(_e39, ((_e39 * _e47) + (_e44 * _e39.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e53;
    return Output(_e53, _e41);
}
