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
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e17 = consts.c[0];
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e17)), vec4<bool>(true, false, false, false));
    o0_ = _e21;
    let _e24 = consts.c[1];
    let _e28 = select(_e21, vec4(dot(in0_, _e24)), vec4<bool>(false, true, false, false));
    o0_ = _e28;
    let _e31 = consts.c[2];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, false, true, false));
    o0_ = _e35;
    let _e38 = consts.c[3];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, false, true));
    o0_ = _e42;
    let _e43 = (in0_ * vec4<f32>(1f, -1f, 0.5f, -0.25f));
    r0_ = _e43;
    let _e45 = (_e43 + -(vec4<f32>(1000000f, 0.000001f, -123.456f, 3f)));
    r0_ = _e45;
    let _e47 = (_e45 * vec4<f32>(1f, -1f, 0.5f, -0.25f).zzzz);
    r0_ = _e47;
    let _e49 = (_e47 + -(vec4<f32>(0f, 0f, 0f, 0f)));
    r0_ = _e49;
    o1_ = _e49;
    let _e50 = saturate(_e49);
    o1_ = _e50;
    let _e53 = consts.c[256];
    let _e56 = consts.c[257];
    let _e62 = select(_e42, ((_e42 * _e56) + (_e53 * _e42.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e62;
    return Output(_e62, _e50);
}
