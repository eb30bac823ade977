struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e10 = consts.c[0];
    let _e16 = consts.c[1];
    let _e22 = consts.c[2];
    let _e28 = consts.c[3];
    let _e32 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    let _e34 = consts.c[5];
    let _e35 = (in1_ * _e34);
    let _e36 = vec4<f32>(0f, 1f, 0.25f, 0.75f).xxxx;
    let _e38 = select(_e36, _e35, (_e35 >= _e36));
    let _e39 = vec4<f32>(0f, 1f, 0.25f, 0.75f).yyyy;
    let _e42 = vec4<f32>(0f, 1f, 0.25f, 0.75f).zzzz;
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e42, in2_, (in2_ >= _e42)), vec4<bool>(true, true, false, false));
    let _e47 = vec4<f32>(0f, 1f, 0.25f, 0.75f).wwww;
    let _e53 = consts.c[256];
    let _e55 = consts.c[257];
    return Output(select(_e32, ((_e32 * _e55) + (_e53 * _e32.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e39, _e38, (_e38 < _e39))), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e47, _e46, (_e46 < _e47)), vec4<bool>(true, true, false, false)));
}
