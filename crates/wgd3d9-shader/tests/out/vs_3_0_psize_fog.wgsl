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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e8 = consts.c[0];
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e33.wwww * vec4<f32>(1f, 0.01f, 0f, 0f).yyyy) + vec4<f32>(1f, 0.01f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e52 = consts.c[5];
    let _e60 = consts.c[256];
    let _e63 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e63) + (_e60 * _e33.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e33.zzzz * _e52.xxxx) + _e52.yyyy)));
}
