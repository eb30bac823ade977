struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e13 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in0_), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e16 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in1_), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e13 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e13 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), in8_, vec4<bool>(false, false, false, true)));
}
