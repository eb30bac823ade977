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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e31 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e31.wwww * vec4<f32>(1f, 0f, 0.01f, 0f).zzzz) + vec4<f32>(1f, 0f, 0.01f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e47 = consts.c[5];
    let _e50 = consts.c[256];
    let _e52 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e52) + (_e50 * _e31.wwww)), vec4<bool>(true, true, true, false)), saturate(_e47));
}
