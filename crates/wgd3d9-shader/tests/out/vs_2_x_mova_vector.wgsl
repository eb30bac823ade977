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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4<f32>(2f, 4f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e37) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e37)), vec4<bool>(true, true, false, false));
    let _e49 = (i32(_e44.x) + 10i);
    let _e51 = consts.c[_e49];
    let _e59 = (i32(_e44.y) + 40i);
    let _e61 = consts.c[_e59];
    let _e68 = consts.c[256];
    let _e71 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e71) + (_e68 * _e34.wwww)), vec4<bool>(true, true, true, false)), saturate((select(_e51, vec4<f32>(2f, 4f, 0f, 0f), (_e49 == 4i)) + select(_e61, vec4<f32>(2f, 4f, 0f, 0f), (_e59 == 4i)))));
}
