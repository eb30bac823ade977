struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
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
    let _e44 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(in1_.x), sin(in1_.x), 0f, 0f), vec4<bool>(true, false, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(in1_.y), sin(in1_.y), 0f, 0f), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false));
    let _e52 = consts.c[256];
    let _e54 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e54) + (_e52 * _e31.wwww)), vec4<bool>(true, true, true, false)), select(_e44, (sign(in1_).xyxy * _e44.xyxy), vec4<bool>(false, false, true, true)));
}
