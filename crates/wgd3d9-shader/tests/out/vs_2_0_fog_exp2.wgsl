struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    r0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    r0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    r0_ = _e39;
    let _e42 = consts.c[3];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    r0_ = _e46;
    o0_ = _e46;
    let _e49 = consts.c[6];
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e49)), vec4<bool>(true, false, false, false));
    r1_ = _e52;
    let _e56 = consts.c[7];
    let _e59 = select(_e52, (_e52.xxxx * _e56.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e59;
    let _e63 = select(_e59, (_e59.xxxx * _e59.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e63;
    let _e68 = select(_e63, (_e63.xxxx * -(vec4<f32>(1.442695f, 0f, 1f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e68;
    let _e73 = select(_e68, vec4(exp2(_e68.xxxx.x)), vec4<bool>(true, false, false, false));
    r1_ = _e73;
    let _e74 = _e73.xxxx;
    let _e75 = vec4<f32>(1.442695f, 0f, 1f, 0f).yyyy;
    let _e78 = select(_e73, select(_e75, _e74, (_e74 >= _e75)), vec4<bool>(true, false, false, false));
    r1_ = _e78;
    let _e79 = _e78.xxxx;
    let _e80 = vec4<f32>(1.442695f, 0f, 1f, 0f).zzzz;
    let _e82 = select(_e80, _e79, (_e79 < _e80));
    o1_ = _e82;
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false));
    o2_ = _e84;
    let _e87 = consts.c[256];
    let _e90 = consts.c[257];
    let _e96 = select(_e46, ((_e46 * _e90) + (_e87 * _e46.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e96;
    return Output(_e96, _e82, _e84);
}
