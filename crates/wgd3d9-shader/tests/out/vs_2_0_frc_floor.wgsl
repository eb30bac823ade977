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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = (in0_ * vec4<f32>(0.125f, 8f, 0.5f, 1f).yyyy);
    r0_ = _e15;
    let _e17 = (_e15 + vec4<f32>(0.125f, 8f, 0.5f, 1f).zzzz);
    r0_ = _e17;
    let _e18 = fract(_e17);
    r1_ = _e18;
    let _e20 = (_e17 + -(_e18));
    r0_ = _e20;
    let _e24 = select(_e20, (_e20 * vec4<f32>(0.125f, 8f, 0.5f, 1f).xxxx), vec4<bool>(true, true, true, false));
    r0_ = _e24;
    let _e27 = select(_e24, in0_.wwww, vec4<bool>(false, false, false, true));
    r0_ = _e27;
    let _e30 = consts.c[0];
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, _e30)), vec4<bool>(true, false, false, false));
    o0_ = _e34;
    let _e37 = consts.c[1];
    let _e41 = select(_e34, vec4(dot(_e27, _e37)), vec4<bool>(false, true, false, false));
    o0_ = _e41;
    let _e44 = consts.c[2];
    let _e48 = select(_e41, vec4(dot(_e27, _e44)), vec4<bool>(false, false, true, false));
    o0_ = _e48;
    let _e51 = consts.c[3];
    let _e54 = select(_e48, vec4(dot(_e27, _e51)), vec4<bool>(false, false, false, true));
    o0_ = _e54;
    o1_ = _e18;
    let _e57 = consts.c[256];
    let _e60 = consts.c[257];
    let _e65 = select(_e54, ((_e54 * _e60) + (_e57 * _e54.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e65;
    return Output(_e65, _e18);
}
