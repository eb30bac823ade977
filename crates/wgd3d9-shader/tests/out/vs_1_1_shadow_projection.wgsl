struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(8) out3_: vec4<f32>,
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
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e53 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    let _e57 = consts[(_e13 + 4u)];
    let _e65 = consts[(_e13 + 5u)];
    let _e73 = consts[(_e13 + 6u)];
    let _e81 = consts[(_e13 + 7u)];
    let _e85 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e57))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e65))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e73))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e81))), vec4<bool>(false, false, false, true));
    let _e89 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e85 * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).xyyy), vec4<bool>(true, true, false, false));
    let _e100 = consts[(_e13 + 8u)];
    let _e108 = consts[(_e13 + 9u)];
    let _e115 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e108).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e119 = consts[(_e13 + 10u)];
    let _e120 = bitcast<vec4<f32>>(_e119);
    let _e127 = consts[(_e13 + 256u)];
    let _e132 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e132)) + (bitcast<vec4<f32>>(_e127) * _e53.wwww)), vec4<bool>(true, true, true, false)), select(select(_e89, ((_e85.wwww * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).zzzz) + _e89), vec4<bool>(true, true, false, false)), _e85, vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e100))), vec4<bool>(true, false, false, false)), saturate(select(_e120, _e115, (_e115 >= _e120))), (_e9 >> 12u));
}
