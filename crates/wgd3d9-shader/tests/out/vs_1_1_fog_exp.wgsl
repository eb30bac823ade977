struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e18 = consts.c[0];
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e18)), vec4<bool>(true, false, false, false));
    r0_ = _e22;
    let _e25 = consts.c[1];
    let _e29 = select(_e22, vec4(dot(in0_, _e25)), vec4<bool>(false, true, false, false));
    r0_ = _e29;
    let _e32 = consts.c[2];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, false, true, false));
    r0_ = _e36;
    let _e39 = consts.c[3];
    let _e43 = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, false, true));
    r0_ = _e43;
    o0_ = _e43;
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e43.zzzz * vec4<f32>(0f, 1f, 1.442695f, 0.02f).wwww), vec4<bool>(true, false, false, false));
    r1_ = _e47;
    let _e52 = select(_e47, (_e47.xxxx * -(vec4<f32>(0f, 1f, 1.442695f, 0.02f).zzzz)), vec4<bool>(true, false, false, false));
    r1_ = _e52;
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e52.xxxx.x)), vec4<bool>(true, false, false, false));
    r2_ = _e57;
    let _e58 = _e57.xxxx;
    let _e59 = vec4<f32>(0f, 1f, 1.442695f, 0.02f).yyyy;
    let _e61 = select(_e59, _e58, (_e58 < _e59));
    o1_ = _e61;
    let _e64 = consts.c[256];
    let _e67 = consts.c[257];
    let _e73 = select(_e43, ((_e43 * _e67) + (_e64 * _e43.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e73;
    return Output(_e73, _e61);
}
