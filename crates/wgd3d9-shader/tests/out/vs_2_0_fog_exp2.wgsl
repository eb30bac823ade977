struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
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
    let _e48 = consts[(_e4 + 6u)];
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(true, false, false, false));
    let _e57 = consts[(_e4 + 7u)];
    let _e61 = select(_e52, (_e52.xxxx * bitcast<vec4<f32>>(_e57).xxxx), vec4<bool>(true, false, false, false));
    let _e65 = select(_e61, (_e61.xxxx * _e61.xxxx), vec4<bool>(true, false, false, false));
    let _e70 = select(_e65, (_e65.xxxx * -(vec4<f32>(1.442695f, 0f, 1f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e74 = select(_e70, vec4(exp2(_e70.x)), vec4<bool>(true, false, false, false));
    let _e75 = _e74.xxxx;
    let _e76 = vec4<f32>(1.442695f, 0f, 1f, 0f).yyyy;
    let _e80 = select(_e74, select(_e76, _e75, (_e75 >= _e76)), vec4<bool>(true, false, false, false)).xxxx;
    let _e81 = vec4<f32>(1.442695f, 0f, 1f, 0f).zzzz;
    let _e89 = consts[(_e4 + 256u)];
    let _e94 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * bitcast<vec4<f32>>(_e94)) + (bitcast<vec4<f32>>(_e89) * _e44.wwww)), vec4<bool>(true, true, true, false)), select(_e81, _e80, (_e80 < _e81)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)));
}
