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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e15 = consts.c[0];
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e15)), vec4<bool>(true, false, false, false));
    o0_ = _e19;
    let _e22 = consts.c[1];
    let _e26 = select(_e19, vec4(dot(in0_, _e22)), vec4<bool>(false, true, false, false));
    o0_ = _e26;
    let _e29 = consts.c[2];
    let _e33 = select(_e26, vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false));
    o0_ = _e33;
    let _e36 = consts.c[3];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    o0_ = _e40;
    o1_ = in1_;
    let _e41 = saturate(in1_);
    o1_ = _e41;
    let _e44 = consts.c[256];
    let _e47 = consts.c[257];
    let _e53 = select(_e40, ((_e40 * _e47) + (_e44 * _e40.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e53;
    return Output(_e53, _e41);
}
