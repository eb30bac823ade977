struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    let _e48 = consts[(_e4 + 4u)];
    let _e58 = consts[(_e4 + 5u)];
    let _e68 = consts[(_e4 + 6u)];
    let _e71 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e48).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e58).xyz)), vec4<bool>(false, true, false, false)), bitcast<vec4<f32>>(_e68).xxxx, vec4<bool>(false, false, false, true));
    let _e86 = vec4<f32>(1f, max(_e71.x, 0f), select(0f, pow(_e71.y, clamp(_e71.w, -128f, 128f)), ((_e71.x > 0f) && (_e71.y > 0f))), 1f);
    let _e91 = consts[(_e4 + 7u)];
    let _e97 = consts[(_e4 + 8u)];
    let _e104 = consts[(_e4 + 9u)];
    let _e112 = consts[(_e4 + 256u)];
    let _e117 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * bitcast<vec4<f32>>(_e117)) + (bitcast<vec4<f32>>(_e112) * _e44.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e86.yyyy * bitcast<vec4<f32>>(_e91)) + bitcast<vec4<f32>>(_e97))), saturate((_e86.zzzz * bitcast<vec4<f32>>(_e104))));
}
