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
    let _e24 = consts[(_e11 + 4u)];
    let _e25 = bitcast<vec4<f32>>(_e24);
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_.xxxx * _e25.xxxx), vec4<bool>(true, false, false, false));
    let _e33 = select(_e29, (_e29.xxxx + _e25.yyyy), vec4<bool>(true, false, false, false));
    let _e39 = select(_e33, ((_e33.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).wwww) + vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).yyyy), vec4<bool>(true, false, false, false));
    let _e42 = select(_e39, fract(_e39.xxxx), vec4<bool>(true, false, false, false));
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e42, ((_e42.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), sin(select(_e42, ((_e42.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e63 = select(in0_, ((_e56.yyyy * _e25.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e67 = consts[(_e11 + 0u)];
    let _e75 = consts[(_e11 + 1u)];
    let _e83 = consts[(_e11 + 2u)];
    let _e92 = consts[(_e11 + 3u)];
    let _e97 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e63, bitcast<vec4<f32>>(_e67))), vec4<bool>(true, false, false, false)), vec4(dot(_e63, bitcast<vec4<f32>>(_e75))), vec4<bool>(false, true, false, false)), vec4(dot(_e63, bitcast<vec4<f32>>(_e83))), vec4<bool>(false, false, true, false)), vec4(dot(_e63, bitcast<vec4<f32>>(_e92))), vec4<bool>(false, false, false, true));
    let _e104 = consts[(_e11 + 256u)];
    let _e109 = consts[(_e11 + 257u)];
    return Output(select(_e97, ((_e97 * bitcast<vec4<f32>>(_e109)) + (bitcast<vec4<f32>>(_e104) * _e97.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), saturate(_e56.xxxx), (_e7 >> 12u));
}
