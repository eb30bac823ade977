struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    let _e49 = consts[(_e4 + 5u)];
    let _e59 = consts[(_e4 + 6u)];
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e49).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e59).xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 0.5f, 0f).xxxx, vec4<bool>(false, false, true, true)) > vec4<f32>(0f, 1f, 0.5f, 0f).xxxx));
    let _e76 = consts[(_e4 + 7u)];
    let _e81 = consts[(_e4 + 8u)];
    let _e85 = select(bitcast<vec4<f32>>(_e76), bitcast<vec4<f32>>(_e81), (_e72.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e90 = select(_e85, (_e85 * vec4<f32>(0f, 1f, 0.5f, 0f).zzzz), (_e72.xxxx != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e94 = consts[(_e4 + 9u)];
    let _e104 = consts[(_e4 + 256u)];
    let _e109 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e109)) + (bitcast<vec4<f32>>(_e104) * _e45.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e90, (_e90 + bitcast<vec4<f32>>(_e94)), (_e72.yyyy == vec4<f32>(0f, 0f, 0f, 0f)))));
}
