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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e21 = textureSample(t0_, s0_, (in0_.xy / vec2(in0_.w)));
    let _e22 = (in0_ + vec4<f32>(0.0009765625f, 0f, 0f, 0f));
    let _e27 = textureSample(t0_, s0_, (_e22.xy / vec2(_e22.w)));
    let _e28 = (in0_ + vec4<f32>(0f, 0.0009765625f, 0f, 0f));
    let _e33 = textureSample(t0_, s0_, (_e28.xy / vec2(_e28.w)));
    let _e34 = (in0_ + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f));
    let _e39 = textureSample(t0_, s0_, (_e34.xy / vec2(_e34.w)));
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in0_.w)), vec4<bool>(false, false, false, true));
    let _e46 = in0_.zzzz;
    let _e47 = _e45.wwww;
    let _e68 = select(vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).yyyy, vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).wwww, ((select(select(select(_e21, _e27.xxxx, vec4<bool>(false, true, false, false)), _e33.xxxx, vec4<bool>(false, false, true, false)), _e39.xxxx, vec4<bool>(false, false, false, true)) + -(select(_e45, select((_e46 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, true, false)).zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e69 = vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).zzzz;
    let _e74 = select((_e68 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e68 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e86 = textureSample(t1_, s1_, in1_.xy);
    let _e91 = select((_e86 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e86 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e74.x + _e74.y) + _e74.z) + _e74.w)), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e91, select((_e91 * _e92), vec4<f32>(0f, 0f, 0f, 0f), ((_e91 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e92 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
