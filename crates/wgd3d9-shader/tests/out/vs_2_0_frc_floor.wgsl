struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e11 = ((in0_ * vec4<f32>(0.125f, 8f, 0.5f, 1f).yyyy) + vec4<f32>(0.125f, 8f, 0.5f, 1f).zzzz);
    let _e12 = fract(_e11);
    let _e14 = (_e11 + -(_e12));
    let _e21 = select(select(_e14, (_e14 * vec4<f32>(0.125f, 8f, 0.5f, 1f).xxxx), vec4<bool>(true, true, true, false)), in0_.wwww, vec4<bool>(false, false, false, true));
    let _e25 = consts[(_e4 + 0u)];
    let _e34 = consts[(_e4 + 1u)];
    let _e43 = consts[(_e4 + 2u)];
    let _e52 = consts[(_e4 + 3u)];
    let _e56 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e21, bitcast<vec4<f32>>(_e25))), vec4<bool>(true, false, false, false)), vec4(dot(_e21, bitcast<vec4<f32>>(_e34))), vec4<bool>(false, true, false, false)), vec4(dot(_e21, bitcast<vec4<f32>>(_e43))), vec4<bool>(false, false, true, false)), vec4(dot(_e21, bitcast<vec4<f32>>(_e52))), vec4<bool>(false, false, false, true));
    let _e60 = consts[(_e4 + 256u)];
    let _e65 = consts[(_e4 + 257u)];
    return Output(select(_e56, ((_e56 * bitcast<vec4<f32>>(_e65)) + (bitcast<vec4<f32>>(_e60) * _e56.wwww)), vec4<bool>(true, true, true, false)), _e12);
}
