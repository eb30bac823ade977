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
    let _e16 = consts.c[0];
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e16)), vec4<bool>(true, false, false, false));
    o0_ = _e20;
    let _e23 = consts.c[1];
    let _e27 = select(_e20, vec4(dot(in0_, _e23)), vec4<bool>(false, true, false, false));
    o0_ = _e27;
    let _e30 = consts.c[2];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, false, true, false));
    o0_ = _e34;
    let _e37 = consts.c[3];
    let _e41 = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    o0_ = _e41;
    let _e42 = (in0_ * vec4<f32>(1f, -1f, 0.5f, -0.25f));
    r0_ = _e42;
    let _e44 = (_e42 + -(vec4<f32>(1000000f, 0.000001f, -123.456f, 3f)));
    r0_ = _e44;
    let _e46 = (_e44 * vec4<f32>(1f, -1f, 0.5f, -0.25f).zzzz);
    r0_ = _e46;
    let _e48 = (_e46 + -(vec4<f32>(0f, 0f, 0f, 0f)));
    r0_ = _e48;
    o1_ = _e48;
    let _e49 = saturate(_e48);
    o1_ = _e49;
    let _e52 = consts.c[256];
    let _e57 = select(_e41, (_e41 + (_e52 * _e41.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e57;
    return Output(_e57, _e49);
}
