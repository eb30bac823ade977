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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e20 = consts[(constant_index + 9u)];
    let _e21 = bitcast<vec4<f32>>(_e20);
    let _e39 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e21.x * _e16.x) + (_e21.z * _e16.y))), (in1_.y + ((_e21.y * _e16.x) + (_e21.w * _e16.y)))));
    let _e40 = _e16.zzzz;
    let _e44 = consts[(constant_index + 17u)];
    let _e45 = bitcast<vec4<f32>>(_e44);
    let _e46 = _e45.xxxx;
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e40 * _e46), vec4<f32>(0f, 0f, 0f, 0f), ((_e40 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e46 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e45.yyyy), vec4<bool>(true, false, false, false)).xxxx;
    let _e61 = select((_e39 * _e56), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e56 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e63 = textureSample(t2_, s2_, in2_.xy);
    return Output(select((_e61 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
