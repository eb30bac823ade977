struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
    @location(0) out4_: vec4<f32>,
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
    let _e56 = dot(in1_.xyz, in1_.xyz);
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e56))), vec4<f32>(0f, 0f, 0f, 0f), (_e56 == 0f)), vec4<bool>(true, true, true, false));
    let _e67 = dot(in2_.xyz, in2_.xyz);
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e67))), vec4<f32>(0f, 0f, 0f, 0f), (_e67 == 0f)), vec4<bool>(true, true, true, false));
    let _e76 = cross(_e64.xyz, _e73.xyz);
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e76.x, _e76.y, _e76.z, 0f), vec4<bool>(true, true, true, false));
    let _e93 = consts[(_e13 + 256u)];
    let _e98 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e98)) + (bitcast<vec4<f32>>(_e93) * _e53.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e73, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e81, (_e81 * in2_.wwww), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e64, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false)), (_e9 >> 12u));
}
