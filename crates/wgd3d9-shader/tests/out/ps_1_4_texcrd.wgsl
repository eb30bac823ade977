struct Constants {
    c: array<vec4<f32>, 32>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = consts.c[0];
    let _e11 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e9, (_e9 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    return Output(select(select(_e15, select((_e15 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), select(vec4<f32>(1f, 1f, 1f, 1f), _e11, (_e11 < vec4<f32>(1f, 1f, 1f, 1f))), vec4<bool>(false, false, false, true)));
}
