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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e10 = consts.c[0];
    let _e17 = consts.c[1];
    let _e24 = consts.c[2];
    let _e31 = consts.c[3];
    let _e35 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e31)), vec4<bool>(false, false, false, true));
    let _e44 = consts.c[5];
    let _e53 = consts.c[256];
    let _e56 = consts.c[257];
    return Output(select(_e35, ((_e35 * _e56) + (_e53 * _e35.wwww)), vec4<bool>(true, true, true, false)), saturate(select(in2_, mix(in2_, in1_, _e44.xxxx), (select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_.wwww >= vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx != vec4<f32>(0f, 0f, 0f, 0f)))));
}
