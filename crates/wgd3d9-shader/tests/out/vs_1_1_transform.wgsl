struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    let _e40 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    let _e45 = consts[(_e4 + 256u)];
    let _e49 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e49) + (_e45 * _e40.wwww)), vec4<bool>(true, true, true, false)), saturate(in1_));
}
