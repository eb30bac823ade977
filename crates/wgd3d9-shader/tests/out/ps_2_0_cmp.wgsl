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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e15 = (_e12 + -(vec4<f32>(0.5f, 1f, 0f, -1f).xxxx));
    let _e19 = select(vec4<f32>(0.5f, 1f, 0f, -1f).zzzz, vec4<f32>(0.5f, 1f, 0f, -1f).yyyy, (_e15 >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e22 = select(in8_, _e12, (-(_e15) >= vec4<f32>(0f, 0f, 0f, 0f)));
    return Output(select((_e19 * _e22), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e22 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
