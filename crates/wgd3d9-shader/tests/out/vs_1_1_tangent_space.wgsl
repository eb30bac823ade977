struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e25 = consts[(_e13 + 0u)];
    let _e33 = consts[(_e13 + 1u)];
    let _e42 = consts[(_e13 + 2u)];
    let _e51 = consts[(_e13 + 3u)];
    let _e56 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e25))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e33))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e42))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e51))), vec4<bool>(false, false, false, true));
    let _e60 = consts[(_e13 + 4u)];
    let _e63 = (bitcast<vec4<f32>>(_e60) + -(in0_));
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e63.xyz, _e63.xyz)), vec4<bool>(false, false, false, true));
    let _e75 = (_e63 * select(_e68, vec4(inverseSqrt(abs(_e68.w))), vec4<bool>(false, false, false, true)).wwww);
    let _e102 = consts[(_e13 + 256u)];
    let _e107 = consts[(_e13 + 257u)];
    return Output(select(_e56, ((_e56 * bitcast<vec4<f32>>(_e107)) + (bitcast<vec4<f32>>(_e102) * _e56.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e75.xyz, in2_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e75.xyz, in3_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e75.xyz, in1_.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0.5f, 0.5f, 0.5f, 1f).wwww, vec4<bool>(false, false, false, true)) * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.5f, 0.5f, 0.5f, 1f))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), (_e9 >> 12u));
}
