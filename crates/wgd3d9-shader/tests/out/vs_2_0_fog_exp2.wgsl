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
    let _e8 = consts.c[0];
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e36 = consts.c[6];
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e36)), vec4<bool>(true, false, false, false));
    let _e43 = consts.c[7];
    let _e46 = select(_e39, (_e39.xxxx * _e43.xxxx), vec4<bool>(true, false, false, false));
    let _e50 = select(_e46, (_e46.xxxx * _e46.xxxx), vec4<bool>(true, false, false, false));
    let _e55 = select(_e50, (_e50.xxxx * -(vec4<f32>(1.442695f, 0f, 1f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e60 = select(_e55, vec4(exp2(_e55.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e61 = _e60.xxxx;
    let _e62 = vec4<f32>(1.442695f, 0f, 1f, 0f).yyyy;
    let _e66 = select(_e60, select(_e62, _e61, (_e61 >= _e62)), vec4<bool>(true, false, false, false)).xxxx;
    let _e67 = vec4<f32>(1.442695f, 0f, 1f, 0f).zzzz;
    let _e74 = consts.c[256];
    let _e77 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e77) + (_e74 * _e33.wwww)), vec4<bool>(true, true, true, false)), select(_e67, _e66, (_e66 < _e67)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)));
}
