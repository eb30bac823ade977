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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f).xxxx + in0_.xxxx), vec4<bool>(true, false, false, false));
    let _e21 = consts[(_e4 + 1u)];
    let _e22 = bitcast<vec4<f32>>(_e21);
    let _e30 = select(_e17, (select((in1_ * _e22), vec4<f32>(0f, 0f, 0f, 0f), ((in1_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e22 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e17), vec4<bool>(true, true, false, false));
    let _e33 = select(_e30, (_e30 + in2_), vec4<bool>(true, true, true, false));
    let _e36 = select(_e33, (_e33 + in3_), vec4<bool>(false, false, true, true));
    let _e42 = select(_e36, select((_e36 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e43 = _e42.wwww;
    let _e44 = in9_.wwww;
    return Output(select(_e42, select((_e43 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)));
}
