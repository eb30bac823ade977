struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    return Output(saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), in8_, vec4<bool>(true, true, true, false)), in8_, vec4<bool>(false, false, false, true))));
}
