struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    let _e40 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    let _e44 = consts[(_e4 + 4u)];
    let _e51 = consts[(_e4 + 5u)];
    let _e58 = consts[(_e4 + 6u)];
    let _e61 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e44)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e51)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e58)), vec4<bool>(false, false, true, false));
    let _e65 = consts[(_e4 + 8u)];
    let _e74 = consts[(_e4 + 9u)];
    let _e83 = consts[(_e4 + 10u)];
    let _e88 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e65.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e74.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e83.xyz)), vec4<bool>(false, false, true, false));
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e61.xyz, _e61.xyz)), vec4<bool>(true, false, false, false));
    let _e102 = select(_e61, (_e61 * select(_e93, vec4(inverseSqrt(abs(_e93.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e102.xyz, _e88.xyz)), vec4<bool>(true, false, false, false));
    let _e116 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e88 * -(select(_e107, (_e107.xxxx + _e107.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e102), vec4<bool>(true, true, true, false));
    let _e120 = select(_e116, (_e116.zzzz + vec4<f32>(0.5f, 1f, 2f, 0f).yyyy), vec4<bool>(false, false, true, false));
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e120.xyz, _e120.xyz)), vec4<bool>(true, false, false, false));
    let _e130 = select(_e125, vec4(inverseSqrt(abs(_e125.x))), vec4<bool>(true, false, false, false));
    let _e144 = consts[(_e4 + 256u)];
    let _e148 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e148) + (_e144 * _e40.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e120 * select(_e130, (_e130.xxxx * vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, true, false, false)));
}
