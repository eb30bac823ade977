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
    let _e30 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e26, vec4<bool>(true, true, true, false)), _e26, vec4<bool>(false, false, false, true));
    let _e35 = textureSampleBias(t1_, s1_, in1_.xy, _e23.yyyy.x);
    let _e37 = select(_e30, (_e35 * saturate(_e30)), vec4<bool>(true, true, true, false));
    return Output(saturate(select(select(_e37, (_e37 * vec4<f32>(2f, 2f, 2f, 2f)), vec4<bool>(true, true, true, false)), _e35, vec4<bool>(false, false, false, true))));
}
