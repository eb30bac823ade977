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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e18 = consts[(constant_index + 29u)];
    let _e22 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e18).xxxx.x);
    return Output(saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e22 * in8_), vec4<bool>(true, true, true, false)), _e22, vec4<bool>(false, false, false, true))));
}
