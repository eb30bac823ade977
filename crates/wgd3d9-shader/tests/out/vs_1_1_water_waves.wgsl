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
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e22 = consts[(_e11 + 6u)];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_.xyz, bitcast<vec4<f32>>(_e22).xyz)), vec4<bool>(true, false, false, false));
    let _e34 = consts[(_e11 + 7u)];
    let _e35 = bitcast<vec4<f32>>(_e34);
    let _e40 = select(_e29, ((_e29.xxxx * _e35.xxxx) + _e35.yyyy), vec4<bool>(true, false, false, false));
    let _e47 = select(_e40, ((_e40.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    let _e50 = select(_e47, fract(_e47.yyyy), vec4<bool>(false, true, false, false));
    let _e56 = select(_e50, ((_e50.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e56.xxxx * _e56.xxxx), vec4<bool>(true, false, false, false));
    let _e64 = select(_e60, (_e60.xxxx * _e56.xxxx), vec4<bool>(false, true, false, false));
    let _e69 = select(_e64, (_e64.yyyy * _e64.xxxx), vec4<bool>(false, false, true, false));
    let _e74 = select(_e69, (_e69.zzzz * _e69.xxxx), vec4<bool>(false, false, false, true));
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e74.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e56.xxxx), vec4<bool>(true, false, false, false));
    let _e86 = select(_e80, ((_e74.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e80.xxxx), vec4<bool>(true, false, false, false));
    let _e92 = select(_e86, ((_e74.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e86.xxxx), vec4<bool>(true, false, false, false));
    let _e98 = select(in0_, ((_e92.xxxx * _e35.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e102 = consts[(_e11 + 0u)];
    let _e110 = consts[(_e11 + 1u)];
    let _e118 = consts[(_e11 + 2u)];
    let _e126 = consts[(_e11 + 3u)];
    let _e130 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e98, bitcast<vec4<f32>>(_e102))), vec4<bool>(true, false, false, false)), vec4(dot(_e98, bitcast<vec4<f32>>(_e110))), vec4<bool>(false, true, false, false)), vec4(dot(_e98, bitcast<vec4<f32>>(_e118))), vec4<bool>(false, false, true, false)), vec4(dot(_e98, bitcast<vec4<f32>>(_e126))), vec4<bool>(false, false, false, true));
    let _e134 = consts[(_e11 + 8u)];
    let _e142 = consts[(_e11 + 9u)];
    let _e150 = consts[(_e11 + 10u)];
    let _e157 = consts[(_e11 + 256u)];
    let _e162 = consts[(_e11 + 257u)];
    return Output(select(_e130, ((_e130 * bitcast<vec4<f32>>(_e162)) + (bitcast<vec4<f32>>(_e157) * _e130.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * bitcast<vec4<f32>>(_e134)), vec4<bool>(true, true, false, false)) + bitcast<vec4<f32>>(_e142)), vec4<bool>(true, true, false, false)), saturate((_e92.xxxx * bitcast<vec4<f32>>(_e150))), (_e7 >> 12u));
}
