struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    let _e48 = consts[(_e4 + 4u)];
    let _e49 = bitcast<vec4<f32>>(_e48);
    let _e56 = consts[(_e4 + 5u)];
    let _e57 = bitcast<vec4<f32>>(_e56);
    let _e64 = consts[(_e4 + 6u)];
    let _e65 = bitcast<vec4<f32>>(_e64);
    let _e83 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e49.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e57.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e65.xyz)), vec4<bool>(false, false, true, false));
    let _e87 = consts[(_e4 + 8u)];
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e49)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e57)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e65)), vec4<bool>(false, false, true, false)) + -(bitcast<vec4<f32>>(_e87))), vec4<bool>(true, true, true, false));
    let _e95 = dot(_e92.xyz, _e92.xyz);
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e92 * vec4(inverseSqrt(_e95))), vec4<f32>(0f, 0f, 0f, 0f), (_e95 == 0f)), vec4<bool>(true, true, true, false));
    let _e105 = dot(_e83.xyz, _e83.xyz);
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e83 * vec4(inverseSqrt(_e105))), vec4<f32>(0f, 0f, 0f, 0f), (_e105 == 0f)), vec4<bool>(true, true, true, false));
    let _e116 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e102.xyz, _e111.xyz)), vec4<bool>(true, false, false, false));
    let _e131 = consts[(_e4 + 256u)];
    let _e136 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * bitcast<vec4<f32>>(_e136)) + (bitcast<vec4<f32>>(_e131) * _e44.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e111 * -(select(_e116, (_e116.xxxx + _e116.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e102), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)));
}
