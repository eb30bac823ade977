struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
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
    let _e26 = textureSampleBias(t0_, s0_, in0_.xy, _e23.xxxx.x);
    let _e30 = consts[(_e4 + 13u)];
    let _e48 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e30.x * _e26.x) + (_e30.z * _e26.y))), (in1_.y + ((_e30.y * _e26.x) + (_e30.w * _e26.y)))));
    let _e53 = consts[(_e4 + 21u)];
    let _e62 = (_e48 * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e26.zzzz * _e53.xxxx) + _e53.yyyy)), vec4<bool>(true, false, false, false)).xxxx);
    return Output(saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e62 * in8_), vec4<bool>(true, true, true, false)), _e62, vec4<bool>(false, false, false, true))));
}
