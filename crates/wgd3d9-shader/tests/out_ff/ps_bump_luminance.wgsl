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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e21 = consts[(constant_index + 29u)];
    let _e25 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e21).xxxx.x);
    let _e29 = consts[(constant_index + 13u)];
    let _e30 = bitcast<vec4<f32>>(_e29);
    let _e48 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e30.x * _e25.x) + (_e30.z * _e25.y))), (in1_.y + ((_e30.y * _e25.x) + (_e30.w * _e25.y)))));
    let _e53 = consts[(constant_index + 21u)];
    let _e54 = bitcast<vec4<f32>>(_e53);
    let _e63 = (_e48 * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e25.zzzz * _e54.xxxx) + _e54.yyyy)), vec4<bool>(true, false, false, false)).xxxx);
    return Output(saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e63 * in8_), vec4<bool>(true, true, true, false)), _e63, vec4<bool>(false, false, false, true))));
}
