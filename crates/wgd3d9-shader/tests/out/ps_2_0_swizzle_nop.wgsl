struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e8 = in0_.wzyx;
    let _e11 = (_e8.yzxw + in8_.zxyw);
    let _e12 = _e11.zxyw;
    let _e13 = _e8.yzxw;
    let _e18 = select((_e12 * _e13), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e13 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e19 = _e18.wwww;
    let _e27 = (select((_e19 * _e11), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e11 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e8.wzyx));
    return Output(select(_e27, (_e27 + _e18.yyyy), vec4<bool>(true, true, false, false)));
}
