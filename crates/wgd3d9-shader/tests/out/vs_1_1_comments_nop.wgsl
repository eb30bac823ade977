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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e12 = consts.c[0];
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false));
    o0_ = _e16;
    let _e19 = consts.c[1];
    let _e23 = select(_e16, vec4(dot(in0_, _e19)), vec4<bool>(false, true, false, false));
    o0_ = _e23;
    let _e26 = consts.c[2];
    let _e30 = select(_e23, vec4(dot(in0_, _e26)), vec4<bool>(false, false, true, false));
    o0_ = _e30;
    let _e33 = consts.c[3];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, false, false, true));
    o0_ = _e37;
    let _e40 = consts.c[4];
    o1_ = _e40;
    let _e41 = saturate(_e40);
    o1_ = _e41;
    let _e44 = consts.c[256];
    let _e47 = consts.c[257];
    let _e53 = select(_e37, ((_e37 * _e47) + (_e44 * _e37.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e53;
    return Output(_e53, _e41);
}
