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

@fragment 
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e20 = consts[(_e4 + 29u)];
    let _e23 = textureSampleBias(t0_, s0_, in0_.xy, _e20.xxxx.x);
    let _e27 = consts[(_e4 + 0u)];
    let _e37 = vec4(dot(((_e23 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz, ((_e27 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz));
    let _e38 = saturate(_e37);
    let _e42 = consts[(_e4 + 3u)];
    let _e49 = select(select(_e37, ((_e42 * (vec4<f32>(1f, 1f, 1f, 1f) - _e38)) + _e38), vec4<bool>(true, true, true, false)), _e42, vec4<bool>(false, false, false, true));
    let _e50 = saturate(_e49);
    return Output(saturate(select(select(_e49, mix(_e38.wwww, _e50, _e38), vec4<bool>(true, true, true, false)), _e50, vec4<bool>(false, false, false, true))));
}
