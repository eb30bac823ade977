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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 6u)];
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_.xyz, _e14.xyz)), vec4<bool>(true, false, false, false));
    let _e25 = consts[(_e4 + 7u)];
    let _e30 = select(_e20, ((_e20.xxxx * _e25.xxxx) + _e25.yyyy), vec4<bool>(true, false, false, false));
    let _e37 = select(_e30, ((_e30.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    let _e40 = select(_e37, fract(_e37.yyyy), vec4<bool>(false, true, false, false));
    let _e46 = select(_e40, ((_e40.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e46.xxxx * _e46.xxxx), vec4<bool>(true, false, false, false));
    let _e54 = select(_e50, (_e50.xxxx * _e46.xxxx), vec4<bool>(false, true, false, false));
    let _e59 = select(_e54, (_e54.yyyy * _e54.xxxx), vec4<bool>(false, false, true, false));
    let _e64 = select(_e59, (_e59.zzzz * _e59.xxxx), vec4<bool>(false, false, false, true));
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e64.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e46.xxxx), vec4<bool>(true, false, false, false));
    let _e76 = select(_e70, ((_e64.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e70.xxxx), vec4<bool>(true, false, false, false));
    let _e82 = select(_e76, ((_e64.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e76.xxxx), vec4<bool>(true, false, false, false));
    let _e88 = select(in0_, ((_e82.xxxx * _e25.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e92 = consts[(_e4 + 0u)];
    let _e99 = consts[(_e4 + 1u)];
    let _e106 = consts[(_e4 + 2u)];
    let _e113 = consts[(_e4 + 3u)];
    let _e116 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e88, _e92)), vec4<bool>(true, false, false, false)), vec4(dot(_e88, _e99)), vec4<bool>(false, true, false, false)), vec4(dot(_e88, _e106)), vec4<bool>(false, false, true, false)), vec4(dot(_e88, _e113)), vec4<bool>(false, false, false, true));
    let _e120 = consts[(_e4 + 8u)];
    let _e127 = consts[(_e4 + 9u)];
    let _e134 = consts[(_e4 + 10u)];
    let _e140 = consts[(_e4 + 256u)];
    let _e144 = consts[(_e4 + 257u)];
    return Output(select(_e116, ((_e116 * _e144) + (_e140 * _e116.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e120), vec4<bool>(true, true, false, false)) + _e127), vec4<bool>(true, true, false, false)), saturate((_e82.xxxx * _e134)));
}
