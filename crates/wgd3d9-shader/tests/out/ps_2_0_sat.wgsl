struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = consts[(constant_index + 0u)];
    let _e24 = saturate((saturate((select((_e10 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + bitcast<vec4<f32>>(_e14))) + in9_));
    let _e28 = consts[(constant_index + 1u)];
    let _e30 = _e24.xyz;
    let _e31 = bitcast<vec4<f32>>(_e28).xyz;
    let _e33 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e37 = select((_e30 * _e31), _e33, ((_e30 == _e33) | (_e31 == _e33)));
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e37.x + _e37.y) + _e37.z))), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e24, saturate(select((_e24 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, true, false)));
}
