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
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    let _e56 = consts[(_e13 + 4u)];
    let _e64 = consts[(_e13 + 5u)];
    let _e72 = consts[(_e13 + 6u)];
    let _e76 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e56))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e64))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e72))), vec4<bool>(false, false, true, false));
    let _e80 = consts[(_e13 + 8u)];
    let _e90 = consts[(_e13 + 9u)];
    let _e100 = consts[(_e13 + 10u)];
    let _e106 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e80).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e90).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e100).xyz)), vec4<bool>(false, false, true, false));
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e76.xyz, _e76.xyz)), vec4<bool>(true, false, false, false));
    let _e120 = select(_e76, (_e76 * select(_e111, vec4(inverseSqrt(abs(_e111.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e120.xyz, _e106.xyz)), vec4<bool>(true, false, false, false));
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e106 * -(select(_e125, (_e125.xxxx + _e125.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e120), vec4<bool>(true, true, true, false));
    let _e138 = select(_e134, (_e134.zzzz + vec4<f32>(0.5f, 1f, 2f, 0f).yyyy), vec4<bool>(false, false, true, false));
    let _e143 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e138.xyz, _e138.xyz)), vec4<bool>(true, false, false, false));
    let _e148 = select(_e143, vec4(inverseSqrt(abs(_e143.x))), vec4<bool>(true, false, false, false));
    let _e162 = consts[(_e13 + 256u)];
    let _e167 = consts[(_e13 + 257u)];
    return Output(select(_e52, ((_e52 * bitcast<vec4<f32>>(_e167)) + (bitcast<vec4<f32>>(_e162) * _e52.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e138 * select(_e148, (_e148.xxxx * vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, true, false, false)), (_e9 >> 12u));
}
