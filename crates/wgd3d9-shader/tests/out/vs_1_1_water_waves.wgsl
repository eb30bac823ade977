struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 6u)];
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_.xyz, bitcast<vec4<f32>>(_e14).xyz)), vec4<bool>(true, false, false, false));
    let _e26 = consts[(_e4 + 7u)];
    let _e27 = bitcast<vec4<f32>>(_e26);
    let _e32 = select(_e21, ((_e21.xxxx * _e27.xxxx) + _e27.yyyy), vec4<bool>(true, false, false, false));
    let _e39 = select(_e32, ((_e32.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    let _e42 = select(_e39, fract(_e39.yyyy), vec4<bool>(false, true, false, false));
    let _e48 = select(_e42, ((_e42.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e48.xxxx * _e48.xxxx), vec4<bool>(true, false, false, false));
    let _e56 = select(_e52, (_e52.xxxx * _e48.xxxx), vec4<bool>(false, true, false, false));
    let _e61 = select(_e56, (_e56.yyyy * _e56.xxxx), vec4<bool>(false, false, true, false));
    let _e66 = select(_e61, (_e61.zzzz * _e61.xxxx), vec4<bool>(false, false, false, true));
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e66.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e48.xxxx), vec4<bool>(true, false, false, false));
    let _e78 = select(_e72, ((_e66.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e72.xxxx), vec4<bool>(true, false, false, false));
    let _e84 = select(_e78, ((_e66.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e78.xxxx), vec4<bool>(true, false, false, false));
    let _e90 = select(in0_, ((_e84.xxxx * _e27.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e94 = consts[(_e4 + 0u)];
    let _e102 = consts[(_e4 + 1u)];
    let _e110 = consts[(_e4 + 2u)];
    let _e118 = consts[(_e4 + 3u)];
    let _e122 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e90, bitcast<vec4<f32>>(_e94))), vec4<bool>(true, false, false, false)), vec4(dot(_e90, bitcast<vec4<f32>>(_e102))), vec4<bool>(false, true, false, false)), vec4(dot(_e90, bitcast<vec4<f32>>(_e110))), vec4<bool>(false, false, true, false)), vec4(dot(_e90, bitcast<vec4<f32>>(_e118))), vec4<bool>(false, false, false, true));
    let _e126 = consts[(_e4 + 8u)];
    let _e134 = consts[(_e4 + 9u)];
    let _e142 = consts[(_e4 + 10u)];
    let _e149 = consts[(_e4 + 256u)];
    let _e154 = consts[(_e4 + 257u)];
    return Output(select(_e122, ((_e122 * bitcast<vec4<f32>>(_e154)) + (bitcast<vec4<f32>>(_e149) * _e122.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * bitcast<vec4<f32>>(_e126)), vec4<bool>(true, true, false, false)) + bitcast<vec4<f32>>(_e134)), vec4<bool>(true, true, false, false)), saturate((_e84.xxxx * bitcast<vec4<f32>>(_e142))));
}
