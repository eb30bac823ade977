struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e15 = consts[(constant_index + 0u)];
    let _e16 = bitcast<vec4<f32>>(_e15);
    let _e18 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e16, (_e16 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    let _e24 = textureSample(t1_, s1_, in1_.xy);
    return Output(select(_e24, _e22, ((_e22 + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e18, (_e18 < vec4<f32>(1f, 1f, 1f, 1f))))) >= vec4<f32>(0f, 0f, 0f, 0f))));
}
