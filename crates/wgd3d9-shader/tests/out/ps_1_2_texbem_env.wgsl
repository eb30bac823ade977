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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e17 = textureSample(t0_, s0_, in0_.xy);
    let _e21 = consts[(constant_index + 9u)];
    let _e22 = bitcast<vec4<f32>>(_e21);
    let _e40 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e22.x * _e17.x) + (_e22.z * _e17.y))), (in1_.y + ((_e22.y * _e17.x) + (_e22.w * _e17.y)))));
    let _e42 = textureSample(t2_, s2_, in2_.xy);
    return Output(saturate((select((_e40 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e40 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + _e42)));
}
