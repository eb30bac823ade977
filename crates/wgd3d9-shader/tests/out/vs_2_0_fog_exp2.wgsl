struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    let _e32 = consts.c[6];
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e32)), vec4<bool>(true, false, false, false));
    let _e38 = consts.c[7];
    let _e41 = select(_e35, (_e35.xxxx * _e38.xxxx), vec4<bool>(true, false, false, false));
    let _e45 = select(_e41, (_e41.xxxx * _e41.xxxx), vec4<bool>(true, false, false, false));
    let _e50 = select(_e45, (_e45.xxxx * -(vec4<f32>(1.442695f, 0f, 1f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e54 = select(_e50, vec4(exp2(_e50.x)), vec4<bool>(true, false, false, false));
    let _e55 = _e54.xxxx;
    let _e56 = vec4<f32>(1.442695f, 0f, 1f, 0f).yyyy;
    let _e60 = select(_e54, select(_e56, _e55, (_e55 >= _e56)), vec4<bool>(true, false, false, false)).xxxx;
    let _e61 = vec4<f32>(1.442695f, 0f, 1f, 0f).zzzz;
    let _e67 = consts.c[256];
    let _e69 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e69) + (_e67 * _e30.wwww)), vec4<bool>(true, true, true, false)), select(_e61, _e60, (_e60 < _e61)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)));
}
