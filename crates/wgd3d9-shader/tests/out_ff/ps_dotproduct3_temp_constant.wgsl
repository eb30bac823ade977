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

@fragment 
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e20 = consts[(_e4 + 29u)];
    let _e24 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e20).xxxx.x);
    let _e28 = consts[(_e4 + 0u)];
    let _e39 = vec4(dot(((_e24 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz, ((bitcast<vec4<f32>>(_e28) * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz));
    let _e40 = saturate(_e39);
    let _e44 = consts[(_e4 + 3u)];
    let _e45 = bitcast<vec4<f32>>(_e44);
    let _e52 = select(select(_e39, ((_e45 * (vec4<f32>(1f, 1f, 1f, 1f) - _e40)) + _e40), vec4<bool>(true, true, true, false)), _e45, vec4<bool>(false, false, false, true));
    let _e53 = saturate(_e52);
    return Output(saturate(select(select(_e52, mix(_e40.wwww, _e53, _e40), vec4<bool>(true, true, true, false)), _e53, vec4<bool>(false, false, false, true))));
}
