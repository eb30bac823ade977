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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = consts[(_e4 + 0u)];
    let _e25 = saturate((saturate((select((_e12 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + _e16)) + in9_));
    let _e29 = consts[(_e4 + 1u)];
    let _e30 = _e25.xyz;
    let _e31 = _e29.xyz;
    let _e33 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e37 = select((_e30 * _e31), _e33, ((_e30 == _e33) | (_e31 == _e33)));
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e37.x + _e37.y) + _e37.z))), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e25, saturate(select((_e25 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e25 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, true, false)));
}
