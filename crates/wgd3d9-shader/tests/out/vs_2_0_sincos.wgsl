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
    let _e26 = consts[(_e13 + 4u)];
    let _e27 = bitcast<vec4<f32>>(_e26);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_.xxxx * _e27.xxxx), vec4<bool>(true, false, false, false));
    let _e35 = select(_e31, (_e31.xxxx + _e27.yyyy), vec4<bool>(true, false, false, false));
    let _e41 = select(_e35, ((_e35.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).wwww) + vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).yyyy), vec4<bool>(true, false, false, false));
    let _e44 = select(_e41, fract(_e41.xxxx), vec4<bool>(true, false, false, false));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e44, ((_e44.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), sin(select(_e44, ((_e44.xxxx * vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).zzzz) + -(vec4<f32>(3.1415927f, 0.5f, 6.2831855f, 0.15915494f).xxxx)), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e65 = select(in0_, ((_e58.yyyy * _e27.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    let _e68 = consts[(_e13 + 0u)];
    let _e75 = consts[(_e13 + 1u)];
    let _e83 = consts[(_e13 + 2u)];
    let _e92 = consts[(_e13 + 3u)];
    let _e97 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e65, bitcast<vec4<f32>>(_e68))), vec4<bool>(true, false, false, false)), vec4(dot(_e65, bitcast<vec4<f32>>(_e75))), vec4<bool>(false, true, false, false)), vec4(dot(_e65, bitcast<vec4<f32>>(_e83))), vec4<bool>(false, false, true, false)), vec4(dot(_e65, bitcast<vec4<f32>>(_e92))), vec4<bool>(false, false, false, true));
    let _e104 = consts[(_e13 + 256u)];
    let _e109 = consts[(_e13 + 257u)];
    return Output(select(_e97, ((_e97 * bitcast<vec4<f32>>(_e109)) + (bitcast<vec4<f32>>(_e104) * _e97.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), saturate(_e58.xxxx), (_e9 >> 12u));
}
