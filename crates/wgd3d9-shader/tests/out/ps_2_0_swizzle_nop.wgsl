struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e5 = in0_.wzyx;
    let _e8 = (_e5.yzxw + in8_.zxyw);
    let _e9 = _e8.zxyw;
    let _e10 = _e5.yzxw;
    let _e15 = select((_e9 * _e10), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e10 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e16 = _e15.wwww;
    let _e24 = (select((_e16 * _e8), vec4<f32>(0f, 0f, 0f, 0f), ((_e16 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e8 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e5.wzyx));
    return Output(select(_e24, (_e24 + _e15.yyyy), vec4<bool>(true, true, false, false)));
}
