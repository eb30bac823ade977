struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e24 = consts[(_e13 + 6u)];
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_.xyz, bitcast<vec4<f32>>(_e24).xyz)), vec4<bool>(true, false, false, false));
    let _e36 = consts[(_e13 + 7u)];
    let _e37 = bitcast<vec4<f32>>(_e36);
    let _e42 = select(_e31, ((_e31.xxxx * _e37.xxxx) + _e37.yyyy), vec4<bool>(true, false, false, false));
    let _e49 = select(_e42, ((_e42.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    let _e52 = select(_e49, fract(_e49.yyyy), vec4<bool>(false, true, false, false));
    let _e58 = select(_e52, ((_e52.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e58.xxxx * _e58.xxxx), vec4<bool>(true, false, false, false));
    let _e66 = select(_e62, (_e62.xxxx * _e58.xxxx), vec4<bool>(false, true, false, false));
    let _e71 = select(_e66, (_e66.yyyy * _e66.xxxx), vec4<bool>(false, false, true, false));
    let _e76 = select(_e71, (_e71.zzzz * _e71.xxxx), vec4<bool>(false, false, false, true));
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e76.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e58.xxxx), vec4<bool>(true, false, false, false));
    let _e88 = select(_e82, ((_e76.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e82.xxxx), vec4<bool>(true, false, false, false));
    let _e94 = select(_e88, ((_e76.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e88.xxxx), vec4<bool>(true, false, false, false));
    let _e100 = select(in0_, ((_e94.xxxx * _e37.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e103 = consts[(_e13 + 0u)];
    let _e110 = consts[(_e13 + 1u)];
    let _e118 = consts[(_e13 + 2u)];
    let _e126 = consts[(_e13 + 3u)];
    let _e130 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e100, bitcast<vec4<f32>>(_e103))), vec4<bool>(true, false, false, false)), vec4(dot(_e100, bitcast<vec4<f32>>(_e110))), vec4<bool>(false, true, false, false)), vec4(dot(_e100, bitcast<vec4<f32>>(_e118))), vec4<bool>(false, false, true, false)), vec4(dot(_e100, bitcast<vec4<f32>>(_e126))), vec4<bool>(false, false, false, true));
    let _e134 = consts[(_e13 + 8u)];
    let _e142 = consts[(_e13 + 9u)];
    let _e150 = consts[(_e13 + 10u)];
    let _e157 = consts[(_e13 + 256u)];
    let _e162 = consts[(_e13 + 257u)];
    return Output(select(_e130, ((_e130 * bitcast<vec4<f32>>(_e162)) + (bitcast<vec4<f32>>(_e157) * _e130.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * bitcast<vec4<f32>>(_e134)), vec4<bool>(true, true, false, false)) + bitcast<vec4<f32>>(_e142)), vec4<bool>(true, true, false, false)), saturate((_e94.xxxx * bitcast<vec4<f32>>(_e150))), (_e9 >> 12u));
}
