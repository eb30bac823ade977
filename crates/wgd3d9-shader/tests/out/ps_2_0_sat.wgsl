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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = consts[(_e4 + 0u)];
    let _e26 = saturate((saturate((select((_e12 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + bitcast<vec4<f32>>(_e16))) + in9_));
    let _e30 = consts[(_e4 + 1u)];
    let _e32 = _e26.xyz;
    let _e33 = bitcast<vec4<f32>>(_e30).xyz;
    let _e35 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e39 = select((_e32 * _e33), _e35, ((_e32 == _e35) | (_e33 == _e35)));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e39.x + _e39.y) + _e39.z))), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e26, saturate(select((_e26 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, true, false)));
}
