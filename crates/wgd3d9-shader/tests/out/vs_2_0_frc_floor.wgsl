struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e13 = v0_;
    r0_ = (_e13 * vec4<f32>(0.125f, 8f, 0.5f, 1f).yyyy);
    let _e16 = r0_;
    r0_ = (_e16 + vec4<f32>(0.125f, 8f, 0.5f, 1f).zzzz);
    let _e19 = r0_;
    r1_ = fract(_e19);
    let _e21 = r0_;
    let _e22 = r1_;
    r0_ = (_e21 + -(_e22));
    let _e25 = r0_;
    let _e28 = r0_;
    r0_ = select(_e28, (_e25 * vec4<f32>(0.125f, 8f, 0.5f, 1f).xxxx), vec4<bool>(true, true, true, false));
    let _e31 = v0_;
    let _e33 = r0_;
    r0_ = select(_e33, _e31.wwww, vec4<bool>(false, false, false, true));
    let _e36 = r0_;
    let _e39 = consts.c[0];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(true, false, false, false));
    let _e45 = r0_;
    let _e48 = consts.c[1];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, true, false, false));
    let _e54 = r0_;
    let _e57 = consts.c[2];
    let _e60 = o0_;
    o0_ = select(_e60, vec4(dot(_e54, _e57)), vec4<bool>(false, false, true, false));
    let _e63 = r0_;
    let _e66 = consts.c[3];
    let _e69 = o0_;
    o0_ = select(_e69, vec4(dot(_e63, _e66)), vec4<bool>(false, false, false, true));
    let _e71 = r1_;
    o1_ = _e71;
    let _e72 = o0_;
    let _e75 = consts.c[256];
    let _e79 = o0_;
    o0_ = select(_e79, (_e72 + (_e75 * _e72.wwww)), vec4<bool>(true, true, true, false));
    let _e81 = o0_;
    let _e82 = o1_;
    return Output(_e81, _e82);
}
