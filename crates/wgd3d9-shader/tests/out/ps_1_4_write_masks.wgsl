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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = textureSample(t1_, s1_, in1_.xy);
    let _e28 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e15, vec4<bool>(true, false, false, false)), _e17, vec4<bool>(false, true, true, false)), select((_e15 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e33 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e17, vec4<bool>(true, true, false, true)), (_e15 + _e17), vec4<bool>(false, false, true, false));
    return Output(select((_e28 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e28 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
