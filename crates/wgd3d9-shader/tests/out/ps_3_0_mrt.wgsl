struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e9 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e12 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e15 = textureSample(t0_, s0_, _e9.xy);
    let _e18 = dot(_e12.xyz, _e12.xyz);
    return Output(_e15, select(select(vec4<f32>(0f, 0f, 0f, 0f), ((select(vec4<f32>(0f, 0f, 0f, 0f), select((_e12 * vec4(inverseSqrt(_e18))), vec4<f32>(0f, 0f, 0f, 0f), (_e18 == 0f)), vec4<bool>(true, true, true, false)) * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)), in2_, select(select(vec4<f32>(0f, 0f, 0f, 0f), _e9, vec4<bool>(true, true, false, false)), vec4<f32>(0.5f, 0f, 0f, 1f).yyyw, vec4<bool>(false, false, true, true)));
}
