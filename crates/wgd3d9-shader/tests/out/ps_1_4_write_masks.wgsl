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
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e15 = textureSample(t1_, s1_, in1_.xy);
    let _e26 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e13, vec4<bool>(true, false, false, false)), _e15, vec4<bool>(false, true, true, false)), select((_e13 * _e15), vec4<f32>(0f, 0f, 0f, 0f), ((_e13 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e15 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e31 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e15, vec4<bool>(true, true, false, true)), (_e13 + _e15), vec4<bool>(false, false, true, false));
    return Output(select((_e26 * _e31), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e31 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
