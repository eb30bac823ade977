struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    let _e48 = consts[(_e4 + 4u)];
    let _e56 = consts[(_e4 + 5u)];
    let _e64 = consts[(_e4 + 6u)];
    let _e68 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e56))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e64))), vec4<bool>(false, false, true, false));
    let _e72 = consts[(_e4 + 8u)];
    let _e82 = consts[(_e4 + 9u)];
    let _e92 = consts[(_e4 + 10u)];
    let _e98 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e72).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e82).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e92).xyz)), vec4<bool>(false, false, true, false));
    let _e103 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e68.xyz, _e68.xyz)), vec4<bool>(true, false, false, false));
    let _e112 = select(_e68, (_e68 * select(_e103, vec4(inverseSqrt(abs(_e103.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e112.xyz, _e98.xyz)), vec4<bool>(true, false, false, false));
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e98 * -(select(_e117, (_e117.xxxx + _e117.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e112), vec4<bool>(true, true, true, false));
    let _e130 = select(_e126, (_e126.zzzz + vec4<f32>(0.5f, 1f, 2f, 0f).yyyy), vec4<bool>(false, false, true, false));
    let _e135 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e130.xyz, _e130.xyz)), vec4<bool>(true, false, false, false));
    let _e140 = select(_e135, vec4(inverseSqrt(abs(_e135.x))), vec4<bool>(true, false, false, false));
    let _e154 = consts[(_e4 + 256u)];
    let _e159 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * bitcast<vec4<f32>>(_e159)) + (bitcast<vec4<f32>>(_e154) * _e44.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e130 * select(_e140, (_e140.xxxx * vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, true, false, false)));
}
