struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(30) 
var t15_: texture_2d<f32>;
@group(1) @binding(31) 
var s15_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(7) in7_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e9 = textureSample(t15_, s15_, in7_.xy);
    let _e13 = consts[(constant_index + 31u)];
    let _e14 = bitcast<vec4<f32>>(_e13);
    let _e19 = select((_e9 * _e14), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e14 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e23 = consts[(constant_index + 30u)];
    return Output((select((_e19 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + bitcast<vec4<f32>>(_e23)));
}
