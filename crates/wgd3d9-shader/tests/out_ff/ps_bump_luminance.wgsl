struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e23 = consts[(_e4 + 29u)];
    let _e27 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e23).xxxx.x);
    let _e31 = consts[(_e4 + 13u)];
    let _e32 = bitcast<vec4<f32>>(_e31);
    let _e50 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e32.x * _e27.x) + (_e32.z * _e27.y))), (in1_.y + ((_e32.y * _e27.x) + (_e32.w * _e27.y)))));
    let _e55 = consts[(_e4 + 21u)];
    let _e56 = bitcast<vec4<f32>>(_e55);
    let _e65 = (_e50 * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e27.zzzz * _e56.xxxx) + _e56.yyyy)), vec4<bool>(true, false, false, false)).xxxx);
    return Output(saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e65 * in8_), vec4<bool>(true, true, true, false)), _e65, vec4<bool>(false, false, false, true))));
}
