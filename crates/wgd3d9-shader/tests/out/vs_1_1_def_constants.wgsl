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
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e13 = v0_;
    let _e16 = consts.c[0];
    let _e19 = o0_;
    o0_ = select(_e19, vec4(dot(_e13, _e16)), vec4<bool>(true, false, false, false));
    let _e22 = v0_;
    let _e25 = consts.c[1];
    let _e28 = o0_;
    o0_ = select(_e28, vec4(dot(_e22, _e25)), vec4<bool>(false, true, false, false));
    let _e31 = v0_;
    let _e34 = consts.c[2];
    let _e37 = o0_;
    o0_ = select(_e37, vec4(dot(_e31, _e34)), vec4<bool>(false, false, true, false));
    let _e40 = v0_;
    let _e43 = consts.c[3];
    let _e46 = o0_;
    o0_ = select(_e46, vec4(dot(_e40, _e43)), vec4<bool>(false, false, false, true));
    let _e49 = v0_;
    r0_ = (_e49 * vec4<f32>(1f, -1f, 0.5f, -0.25f));
    let _e51 = r0_;
    r0_ = (_e51 + -(vec4<f32>(1000000f, 0.000001f, -123.456f, 3f)));
    let _e54 = r0_;
    r0_ = (_e54 * vec4<f32>(1f, -1f, 0.5f, -0.25f).zzzz);
    let _e57 = r0_;
    r0_ = (_e57 + -(vec4<f32>(0f, 0f, 0f, 0f)));
    let _e60 = r0_;
    o1_ = _e60;
    let _e61 = o1_;
    o1_ = saturate(_e61);
    let _e63 = o0_;
    let _e66 = consts.c[256];
    let _e70 = o0_;
    o0_ = select(_e70, (_e63 + (_e66 * _e63.wwww)), vec4<bool>(true, true, true, false));
    let _e73 = o0_;
    let _e74 = o1_;
    return Output(_e73, _e74);
}
