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
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = ((in0_ * vec4<f32>(0.125f, 8f, 0.5f, 1f).yyyy) + vec4<f32>(0.125f, 8f, 0.5f, 1f).zzzz);
    let _e22 = fract(_e21);
    let _e24 = (_e21 + -(_e22));
    let _e31 = select(select(_e24, (_e24 * vec4<f32>(0.125f, 8f, 0.5f, 1f).xxxx), vec4<bool>(true, true, true, false)), in0_.wwww, vec4<bool>(false, false, false, true));
    let _e34 = consts[(_e13 + 0u)];
    let _e42 = consts[(_e13 + 1u)];
    let _e51 = consts[(_e13 + 2u)];
    let _e60 = consts[(_e13 + 3u)];
    let _e64 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e31, bitcast<vec4<f32>>(_e34))), vec4<bool>(true, false, false, false)), vec4(dot(_e31, bitcast<vec4<f32>>(_e42))), vec4<bool>(false, true, false, false)), vec4(dot(_e31, bitcast<vec4<f32>>(_e51))), vec4<bool>(false, false, true, false)), vec4(dot(_e31, bitcast<vec4<f32>>(_e60))), vec4<bool>(false, false, false, true));
    let _e68 = consts[(_e13 + 256u)];
    let _e73 = consts[(_e13 + 257u)];
    return Output(select(_e64, ((_e64 * bitcast<vec4<f32>>(_e73)) + (bitcast<vec4<f32>>(_e68) * _e64.wwww)), vec4<bool>(true, true, true, false)), _e22, (_e9 >> 12u));
}
