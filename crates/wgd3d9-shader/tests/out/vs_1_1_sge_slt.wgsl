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
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e49).xyz)), vec4<bool>(true, false, false, false));
    let _e66 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e55.xxxx >= vec4<f32>(0f, 1f, 0.5f, 0f).xxxx)), vec4<bool>(true, false, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e55.xxxx < vec4<f32>(0f, 1f, 0.5f, 0f).xxxx)), vec4<bool>(false, true, false, false));
    let _e71 = consts[(_e4 + 6u)];
    let _e78 = consts[(_e4 + 7u)];
    let _e86 = consts[(_e4 + 256u)];
    let _e91 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e91)) + (bitcast<vec4<f32>>(_e86) * _e45.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e66.yyyy * bitcast<vec4<f32>>(_e78)) + (_e66.xxxx * bitcast<vec4<f32>>(_e71)))));
}
