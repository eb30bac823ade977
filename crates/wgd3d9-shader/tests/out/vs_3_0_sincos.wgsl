struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
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
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e28 = select(_e25, fract(_e25.xxxx), vec4<bool>(true, false, false, false));
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e28, ((_e28.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e28, ((_e28.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e57 = consts[(_e13 + 4u)];
    let _e63 = select(in0_, ((_e41.yxxx * bitcast<vec4<f32>>(_e57).xxxx) + in0_), vec4<bool>(true, false, true, false));
    let _e66 = consts[(_e13 + 0u)];
    let _e73 = consts[(_e13 + 1u)];
    let _e81 = consts[(_e13 + 2u)];
    let _e90 = consts[(_e13 + 3u)];
    let _e95 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e63, bitcast<vec4<f32>>(_e66))), vec4<bool>(true, false, false, false)), vec4(dot(_e63, bitcast<vec4<f32>>(_e73))), vec4<bool>(false, true, false, false)), vec4(dot(_e63, bitcast<vec4<f32>>(_e81))), vec4<bool>(false, false, true, false)), vec4(dot(_e63, bitcast<vec4<f32>>(_e90))), vec4<bool>(false, false, false, true));
    let _e102 = consts[(_e13 + 256u)];
    let _e107 = consts[(_e13 + 257u)];
    return Output(select(_e95, ((_e95 * bitcast<vec4<f32>>(_e107)) + (bitcast<vec4<f32>>(_e102) * _e95.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e41.y), sin(_e41.y), 0f, 0f), vec4<bool>(true, false, false, false)), vec4<f32>(cos(_e41.x), sin(_e41.x), 0f, 0f), vec4<bool>(false, true, false, false)), _e41.xyxy, vec4<bool>(false, false, true, true)), (_e9 >> 12u));
}
