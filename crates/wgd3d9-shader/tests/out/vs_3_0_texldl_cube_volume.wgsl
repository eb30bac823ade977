struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
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
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e29 = consts[(_e13 + 0u)];
    let _e37 = consts[(_e13 + 1u)];
    let _e46 = consts[(_e13 + 2u)];
    let _e55 = consts[(_e13 + 3u)];
    let _e60 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e37))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e46))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e55))), vec4<bool>(false, false, false, true));
    let _e64 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 2f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e67 = textureSampleLevel(t17_, s17_, _e64.xyz, _e64.w);
    let _e70 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 2f, 0f).xxxx, vec4<bool>(false, false, false, true));
    let _e73 = textureSampleLevel(t18_, s18_, _e70.xyz, _e70.w);
    let _e78 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0f).zzzz, vec4<bool>(false, false, true, true));
    let _e81 = textureSampleLevel(t19_, s19_, _e78.xy, _e78.w);
    let _e86 = consts[(_e13 + 256u)];
    let _e91 = consts[(_e13 + 257u)];
    return Output(select(_e60, ((_e60 * bitcast<vec4<f32>>(_e91)) + (bitcast<vec4<f32>>(_e86) * _e60.wwww)), vec4<bool>(true, true, true, false)), _e67, (_e73 * _e81), _e78, (_e9 >> 12u));
}
