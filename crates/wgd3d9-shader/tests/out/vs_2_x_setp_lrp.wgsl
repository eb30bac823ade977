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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 0u)];
    let _e23 = consts[(_e4 + 1u)];
    let _e32 = consts[(_e4 + 2u)];
    let _e41 = consts[(_e4 + 3u)];
    let _e46 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e14))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e23))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e32))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e41))), vec4<bool>(false, false, false, true));
    let _e56 = consts[(_e4 + 5u)];
    let _e67 = consts[(_e4 + 256u)];
    let _e72 = consts[(_e4 + 257u)];
    return Output(select(_e46, ((_e46 * bitcast<vec4<f32>>(_e72)) + (bitcast<vec4<f32>>(_e67) * _e46.wwww)), vec4<bool>(true, true, true, false)), saturate(select(in2_, mix(in2_, in1_, bitcast<vec4<f32>>(_e56).xxxx), (select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_.wwww >= vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx != vec4<f32>(0f, 0f, 0f, 0f)))));
}
