struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e7 = consts.c[0];
    let _e13 = consts.c[1];
    let _e19 = consts.c[2];
    let _e25 = consts.c[3];
    let _e29 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e7)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e13)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e19)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e25)), vec4<bool>(false, false, false, true));
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in1_.xyz)), vec4<bool>(true, false, false, false));
    let _e54 = consts.c[256];
    let _e56 = consts.c[257];
    return Output(select(_e29, ((_e29 * _e56) + (_e54 * _e29.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), (_e29 * select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e29.w)), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * select(_e43, vec4(inverseSqrt(abs(_e43.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)));
}
