struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e11 = consts[(constant_index + 0u)];
    let _e12 = bitcast<vec4<f32>>(_e11);
    let _e14 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e12, (_e12 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    return Output(select(select(_e18, select((_e18 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e18 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), select(vec4<f32>(1f, 1f, 1f, 1f), _e14, (_e14 < vec4<f32>(1f, 1f, 1f, 1f))), vec4<bool>(false, false, false, true)));
}
