struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;
@group(1) @binding(34) 
var t17_: texture_cube<f32>;
@group(1) @binding(35) 
var s17_: sampler;
@group(1) @binding(36) 
var t18_: texture_3d<f32>;
@group(1) @binding(37) 
var s18_: sampler;
@group(1) @binding(38) 
var t19_: texture_2d<f32>;
@group(1) @binding(39) 
var s19_: sampler;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e20 = consts[(_e4 + 0u)];
    let _e29 = consts[(_e4 + 1u)];
    let _e38 = consts[(_e4 + 2u)];
    let _e47 = consts[(_e4 + 3u)];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e20))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    let _e56 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 2f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e59 = textureSampleLevel(t17_, s17_, _e56.xyz, _e56.w);
    let _e62 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 2f, 0f).xxxx, vec4<bool>(false, false, false, true));
    let _e65 = textureSampleLevel(t18_, s18_, _e62.xyz, _e62.w);
    let _e70 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0f).zzzz, vec4<bool>(false, false, true, true));
    let _e73 = textureSampleLevel(t19_, s19_, _e70.xy, _e70.w);
    let _e78 = consts[(_e4 + 256u)];
    let _e83 = consts[(_e4 + 257u)];
    return Output(select(_e52, ((_e52 * bitcast<vec4<f32>>(_e83)) + (bitcast<vec4<f32>>(_e78) * _e52.wwww)), vec4<bool>(true, true, true, false)), _e59, (_e65 * _e73), _e70);
}
