struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e11 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e17 = textureSample(t0_, s0_, _e11.xy);
    let _e20 = dot(_e14.xyz, _e14.xyz);
    return Output(_e17, select(select(vec4<f32>(0f, 0f, 0f, 0f), ((select(vec4<f32>(0f, 0f, 0f, 0f), select((_e14 * vec4(inverseSqrt(_e20))), vec4<f32>(0f, 0f, 0f, 0f), (_e20 == 0f)), vec4<bool>(true, true, true, false)) * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)), in2_, select(select(vec4<f32>(0f, 0f, 0f, 0f), _e11, vec4<bool>(true, true, false, false)), vec4<f32>(0.5f, 0f, 0f, 1f).yyyw, vec4<bool>(false, false, true, true)));
}
