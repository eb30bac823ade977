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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(8) @interpolate(flat) in8_: vec4<f32>, @location(9) @interpolate(flat) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(10) in10_: vec4<f32>) -> Output {
    let _e21 = consts[(constant_index + 29u)];
    let _e25 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e21).xxxx.x);
    let _e31 = saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 * in8_), vec4<bool>(true, true, true, false)), _e25, vec4<bool>(false, false, false, true)));
    let _e34 = select(_e31, saturate((_e31 + in9_)), vec4<bool>(true, true, true, false));
    let _e42 = consts[(constant_index + 11u)];
    return Output(select(_e34, mix(bitcast<vec4<f32>>(_e42), _e34, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(select(vec4<f32>(0f, 0f, 0f, 0f), in10_, vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)));
}
