struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    let _e40 = consts.c[5];
    let _e48 = consts.c[256];
    let _e50 = consts.c[257];
    return Output(select(_e32, ((_e32 * _e50) + (_e48 * _e32.wwww)), vec4<bool>(true, true, true, false)), saturate(select(in2_, mix(in2_, in1_, _e40.xxxx), (select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_.wwww >= vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx != vec4<f32>(0f, 0f, 0f, 0f)))));
}
