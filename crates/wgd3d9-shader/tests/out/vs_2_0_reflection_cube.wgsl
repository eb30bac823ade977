struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    let _e56 = consts[(_e13 + 4u)];
    let _e57 = bitcast<vec4<f32>>(_e56);
    let _e64 = consts[(_e13 + 5u)];
    let _e65 = bitcast<vec4<f32>>(_e64);
    let _e72 = consts[(_e13 + 6u)];
    let _e73 = bitcast<vec4<f32>>(_e72);
    let _e91 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e57.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e65.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e73.xyz)), vec4<bool>(false, false, true, false));
    let _e95 = consts[(_e13 + 8u)];
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e57)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e65)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e73)), vec4<bool>(false, false, true, false)) + -(bitcast<vec4<f32>>(_e95))), vec4<bool>(true, true, true, false));
    let _e103 = dot(_e100.xyz, _e100.xyz);
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e100 * vec4(inverseSqrt(_e103))), vec4<f32>(0f, 0f, 0f, 0f), (_e103 == 0f)), vec4<bool>(true, true, true, false));
    let _e113 = dot(_e91.xyz, _e91.xyz);
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e91 * vec4(inverseSqrt(_e113))), vec4<f32>(0f, 0f, 0f, 0f), (_e113 == 0f)), vec4<bool>(true, true, true, false));
    let _e124 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e110.xyz, _e119.xyz)), vec4<bool>(true, false, false, false));
    let _e139 = consts[(_e13 + 256u)];
    let _e144 = consts[(_e13 + 257u)];
    return Output(select(_e52, ((_e52 * bitcast<vec4<f32>>(_e144)) + (bitcast<vec4<f32>>(_e139) * _e52.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e119 * -(select(_e124, (_e124.xxxx + _e124.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e110), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), (_e9 >> 12u));
}
