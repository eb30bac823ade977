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
    let _e8 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = consts[(constant_index + 0u)];
    let _e13 = bitcast<vec4<f32>>(_e12);
    let _e18 = select((_e8 * _e13), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e13 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e22 = consts[(constant_index + 1u)];
    let _e23 = bitcast<vec4<f32>>(_e22);
    return Output(((select((_e18 * _e23), vec4<f32>(0f, 0f, 0f, 0f), ((_e18 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e23 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e8) + _e18));
}
