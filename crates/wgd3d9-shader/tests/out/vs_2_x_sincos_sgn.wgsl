struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e49 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(in1_.xxxx.x), sin(in1_.xxxx.x), 0f, 0f), vec4<bool>(true, false, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(in1_.yyyy.x), sin(in1_.yyyy.x), 0f, 0f), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false));
    let _e58 = consts.c[256];
    let _e61 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e61) + (_e58 * _e34.wwww)), vec4<bool>(true, true, true, false)), select(_e49, (sign(in1_).xyxy * _e49.xyxy), vec4<bool>(false, false, true, true)));
}
