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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e10 = consts.c[0];
    let _e16 = consts.c[1];
    let _e22 = consts.c[2];
    let _e28 = consts.c[3];
    let _e32 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    let _e42 = consts.c[256];
    let _e44 = consts.c[257];
    return Output(select(_e32, ((_e32 * _e44) + (_e42 * _e32.wwww)), vec4<bool>(true, true, true, false)), saturate(((((in0_ * vec4<f32>(1f, -1f, 0.5f, -0.25f)) + -(vec4<f32>(1000000f, 0.000001f, -123.456f, 3f))) * vec4<f32>(1f, -1f, 0.5f, -0.25f).zzzz) + -(vec4<f32>(0f, 0f, 0f, 0f)))));
}
