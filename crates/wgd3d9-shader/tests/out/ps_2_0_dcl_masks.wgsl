struct Constants {
    c: array<vec4<f32>, 40>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f).xxxx + in0_.xxxx), vec4<bool>(true, false, false, false));
    let _e17 = consts.c[1];
    let _e25 = select(_e15, (select((in1_ * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((in1_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e15), vec4<bool>(true, true, false, false));
    let _e28 = select(_e25, (_e25 + in2_), vec4<bool>(true, true, true, false));
    let _e31 = select(_e28, (_e28 + in3_), vec4<bool>(false, false, true, true));
    let _e37 = select(_e31, select((_e31 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e38 = _e37.wwww;
    let _e39 = in9_.wwww;
    return Output(select(_e37, select((_e38 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)));
}
