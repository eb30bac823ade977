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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e17 = consts[(_e4 + 0u)];
    let _e19 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e17, (_e17 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e23 = textureSample(t0_, s0_, in0_.xy);
    let _e25 = textureSample(t1_, s1_, in1_.xy);
    return Output(select(_e25, _e23, ((_e23 + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e19, (_e19 < vec4<f32>(1f, 1f, 1f, 1f))))) >= vec4<f32>(0f, 0f, 0f, 0f))));
}
