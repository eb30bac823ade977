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
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e23 = consts[(_e13 + 0u)];
    let _e31 = consts[(_e13 + 1u)];
    let _e40 = consts[(_e13 + 2u)];
    let _e49 = consts[(_e13 + 3u)];
    let _e54 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e23))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e49))), vec4<bool>(false, false, false, true));
    let _e64 = consts[(_e13 + 5u)];
    let _e75 = consts[(_e13 + 256u)];
    let _e80 = consts[(_e13 + 257u)];
    return Output(select(_e54, ((_e54 * bitcast<vec4<f32>>(_e80)) + (bitcast<vec4<f32>>(_e75) * _e54.wwww)), vec4<bool>(true, true, true, false)), saturate(select(in2_, mix(in2_, in1_, bitcast<vec4<f32>>(_e64).xxxx), (select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_.wwww >= vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx != vec4<f32>(0f, 0f, 0f, 0f)))), (_e9 >> 12u));
}
