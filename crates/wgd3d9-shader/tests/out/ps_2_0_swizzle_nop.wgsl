struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e6 = in0_.wzyx;
    let _e9 = (_e6.yzxw + in8_.zxyw);
    let _e10 = _e9.zxyw;
    let _e11 = _e6.yzxw;
    let _e16 = select((_e10 * _e11), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e11 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e17 = _e16.wwww;
    let _e25 = (select((_e17 * _e9), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e9 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e6.wzyx));
    return Output(select(_e25, (_e25 + _e16.yyyy), vec4<bool>(true, true, false, false)));
}
