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
    let _e24 = bitcast<vec4<f32>>(_e23);
    let _e27 = textureSampleBias(t0_, s0_, in0_.xy, _e24.xxxx.x);
    let _e31 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in8_, vec4<bool>(true, true, true, false)), in8_, vec4<bool>(false, false, false, true));
    let _e32 = saturate(_e31);
    let _e36 = textureSampleBias(t1_, s1_, in1_.xy, _e24.yyyy.x);
    let _e38 = select(_e32, (_e32 * _e36), vec4<bool>(true, true, true, false));
    return Output(saturate(select(select(_e31, (_e38 + in9_), vec4<bool>(true, true, true, false)), _e38, vec4<bool>(false, false, false, true))));
}
