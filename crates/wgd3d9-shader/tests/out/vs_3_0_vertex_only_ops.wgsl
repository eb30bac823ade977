struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e23 = consts[(_e13 + 0u)];
    let _e31 = consts[(_e13 + 1u)];
    let _e40 = consts[(_e13 + 2u)];
    let _e49 = consts[(_e13 + 3u)];
    let _e54 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e23))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e49))), vec4<bool>(false, false, false, true));
    let _e58 = consts[(_e13 + 5u)];
    let _e68 = consts[(_e13 + 6u)];
    let _e77 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e58).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e68).xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 16f, 0.5f).zzzz, vec4<bool>(false, false, true, true));
    let _e92 = vec4<f32>(1f, max(_e77.x, 0f), select(0f, pow(_e77.y, clamp(_e77.w, -128f, 128f)), ((_e77.x > 0f) && (_e77.y > 0f))), 1f);
    let _e97 = consts[(_e13 + 7u)];
    let _e104 = consts[(_e13 + 8u)];
    let _e107 = in2_.xxxx;
    let _e108 = in2_.yyyy;
    let _e139 = consts[(_e13 + 256u)];
    let _e144 = consts[(_e13 + 257u)];
    return Output(select(_e54, ((_e54 * bitcast<vec4<f32>>(_e144)) + (bitcast<vec4<f32>>(_e139) * _e54.wwww)), vec4<bool>(true, true, true, false)), (_e92.yyyy * bitcast<vec4<f32>>(_e97)), (_e92.zzzz * bitcast<vec4<f32>>(_e104)), (((vec4(exp2(in2_.z)).zzzz * (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ >= vec4<f32>(0f, 1f, 16f, 0.5f).wwww)) + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ < vec4<f32>(0f, 1f, 16f, 0.5f).wwww))))) + vec4<f32>(1f, (_e107.y * _e108.y), _e107.z, _e108.w)) + vec4(log2(abs(in2_.w))).zzzz), (_e9 >> 12u));
}
