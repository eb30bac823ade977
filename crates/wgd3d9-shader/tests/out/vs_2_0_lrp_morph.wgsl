struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e24 = consts[(_e13 + 4u)];
    let _e25 = bitcast<vec4<f32>>(_e24);
    let _e27 = mix(in0_, in1_, _e25.xxxx);
    let _e34 = consts[(_e13 + 0u)];
    let _e42 = consts[(_e13 + 1u)];
    let _e51 = consts[(_e13 + 2u)];
    let _e60 = consts[(_e13 + 3u)];
    let _e65 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, bitcast<vec4<f32>>(_e34))), vec4<bool>(true, false, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e42))), vec4<bool>(false, true, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e51))), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e60))), vec4<bool>(false, false, false, true));
    let _e69 = consts[(_e13 + 5u)];
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_, in3_, _e25.xxxx), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e69).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e80 = consts[(_e13 + 6u)];
    let _e82 = bitcast<vec4<f32>>(_e80).xxxx;
    let _e89 = consts[(_e13 + 256u)];
    let _e94 = consts[(_e13 + 257u)];
    return Output(select(_e65, ((_e65 * bitcast<vec4<f32>>(_e94)) + (bitcast<vec4<f32>>(_e89) * _e65.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e82, _e76, (_e76 >= _e82))), (_e9 >> 12u));
}
