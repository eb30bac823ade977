struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e7 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e8 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e11 = cross(_e7.xyz, _e8.xyz);
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e11.x, _e11.y, _e11.z, 0f), vec4<bool>(true, true, true, false));
    let _e20 = cross(_e8.xyz, _e7.xyz);
    let _e29 = cross(_e7.xyz, _e8.xyz);
    return Output(select(select(_e17, (_e17 + select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e20.x, _e20.y, _e20.z, 0f), vec4<bool>(true, true, false, false)), vec4<f32>(_e29.x, _e29.y, _e29.z, 0f), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false)), _e7.xxxx, vec4<bool>(false, false, false, true)));
}
