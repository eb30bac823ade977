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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = consts[(_e4 + 0u)];
    let _e15 = bitcast<vec4<f32>>(_e14);
    let _e20 = select((_e10 * _e15), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e15 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e24 = consts[(_e4 + 1u)];
    let _e25 = bitcast<vec4<f32>>(_e24);
    return Output(((select((_e20 * _e25), vec4<f32>(0f, 0f, 0f, 0f), ((_e20 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e25 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e10) + _e20));
}
