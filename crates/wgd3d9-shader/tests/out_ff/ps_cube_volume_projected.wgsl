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
var t0_: texture_cube<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_3d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e26 = consts[(_e4 + 29u)];
    let _e27 = bitcast<vec4<f32>>(_e26);
    let _e30 = textureSampleBias(t0_, s0_, in0_.xyz, _e27.xxxx.x);
    let _e34 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e30, vec4<bool>(true, true, true, false)), _e30, vec4<bool>(false, false, false, true));
    let _e39 = textureSampleBias(t1_, s1_, in1_.xyz, _e27.yyyy.x);
    let _e42 = select(select(_e34, (_e39 + saturate(_e34)), vec4<bool>(true, true, true, false)), _e39, vec4<bool>(false, false, false, true));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in2_.w)), vec4<bool>(true, false, false, false));
    let _e56 = textureSampleBias(t2_, s2_, select(_e49, (in2_ * _e49.xxxx), vec4<bool>(true, true, true, false)).xy, _e27.zzzz.x);
    let _e57 = select(_e56, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    return Output(saturate(select(select(_e42, (_e57 * saturate(_e42)), vec4<bool>(true, true, true, false)), _e57, vec4<bool>(false, false, false, true))));
}
