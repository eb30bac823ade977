struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
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
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e53 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    let _e57 = consts[(_e13 + 4u)];
    let _e58 = bitcast<vec4<f32>>(_e57);
    let _e67 = consts[(_e13 + 5u)];
    let _e68 = bitcast<vec4<f32>>(_e67);
    let _e77 = consts[(_e13 + 6u)];
    let _e78 = bitcast<vec4<f32>>(_e77);
    let _e83 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e58.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e68.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e78.xyz)), vec4<bool>(false, false, true, false));
    let _e101 = cross(_e83.xyz, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e58.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, _e68.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in2_.xyz, _e78.xyz)), vec4<bool>(false, false, true, false)).xyz);
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e101.x, _e101.y, _e101.z, 0f), vec4<bool>(true, true, true, false));
    let _e112 = consts[(_e13 + 8u)];
    let _e122 = consts[(_e13 + 9u)];
    let _e132 = consts[(_e13 + 10u)];
    let _e142 = consts[(_e13 + 11u)];
    let _e151 = consts[(_e13 + 12u)];
    let _e161 = consts[(_e13 + 13u)];
    let _e175 = consts[(_e13 + 256u)];
    let _e180 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e180)) + (bitcast<vec4<f32>>(_e175) * _e53.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, bitcast<vec4<f32>>(_e112).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, bitcast<vec4<f32>>(_e122).xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e83, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e108, vec4<bool>(true, true, true, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e108.xyz, bitcast<vec4<f32>>(_e132).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e108.xyz, bitcast<vec4<f32>>(_e142).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e108.xyz, bitcast<vec4<f32>>(_e151).xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e108.xyz, bitcast<vec4<f32>>(_e161).xyz)), vec4<bool>(false, false, false, true)), (_e9 >> 12u));
}
