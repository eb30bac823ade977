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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e11 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 0f, 0f, -1f), vec4<bool>(false, false, true, true));
    let _e14 = textureSampleBias(t0_, s0_, _e11.xy, _e11.w);
    return Output(_e14);
}
