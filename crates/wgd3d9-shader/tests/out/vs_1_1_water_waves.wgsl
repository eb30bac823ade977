struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e10 = consts.c[6];
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_.xyz, _e10.xyz)), vec4<bool>(true, false, false, false));
    let _e19 = consts.c[7];
    let _e24 = select(_e16, ((_e16.xxxx * _e19.xxxx) + _e19.yyyy), vec4<bool>(true, false, false, false));
    let _e31 = select(_e24, ((_e24.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    let _e34 = select(_e31, fract(_e31.yyyy), vec4<bool>(false, true, false, false));
    let _e40 = select(_e34, ((_e34.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e40.xxxx * _e40.xxxx), vec4<bool>(true, false, false, false));
    let _e48 = select(_e44, (_e44.xxxx * _e40.xxxx), vec4<bool>(false, true, false, false));
    let _e53 = select(_e48, (_e48.yyyy * _e48.xxxx), vec4<bool>(false, false, true, false));
    let _e58 = select(_e53, (_e53.zzzz * _e53.xxxx), vec4<bool>(false, false, false, true));
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e58.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e40.xxxx), vec4<bool>(true, false, false, false));
    let _e70 = select(_e64, ((_e58.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e64.xxxx), vec4<bool>(true, false, false, false));
    let _e76 = select(_e70, ((_e58.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e70.xxxx), vec4<bool>(true, false, false, false));
    let _e82 = select(in0_, ((_e76.xxxx * _e19.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e84 = consts.c[0];
    let _e89 = consts.c[1];
    let _e94 = consts.c[2];
    let _e99 = consts.c[3];
    let _e102 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e82, _e84)), vec4<bool>(true, false, false, false)), vec4(dot(_e82, _e89)), vec4<bool>(false, true, false, false)), vec4(dot(_e82, _e94)), vec4<bool>(false, false, true, false)), vec4(dot(_e82, _e99)), vec4<bool>(false, false, false, true));
    let _e104 = consts.c[8];
    let _e109 = consts.c[9];
    let _e114 = consts.c[10];
    let _e118 = consts.c[256];
    let _e120 = consts.c[257];
    return Output(select(_e102, ((_e102 * _e120) + (_e118 * _e102.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e104), vec4<bool>(true, true, false, false)) + _e109), vec4<bool>(true, true, false, false)), saturate((_e76.xxxx * _e114)));
}
