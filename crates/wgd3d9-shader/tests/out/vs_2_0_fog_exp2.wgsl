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
    let _e44 = consts[(_e4 + 6u)];
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e44)), vec4<bool>(true, false, false, false));
    let _e52 = consts[(_e4 + 7u)];
    let _e55 = select(_e47, (_e47.xxxx * _e52.xxxx), vec4<bool>(true, false, false, false));
    let _e59 = select(_e55, (_e55.xxxx * _e55.xxxx), vec4<bool>(true, false, false, false));
    let _e64 = select(_e59, (_e59.xxxx * -(vec4<f32>(1.442695f, 0f, 1f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e68 = select(_e64, vec4(exp2(_e64.x)), vec4<bool>(true, false, false, false));
    let _e69 = _e68.xxxx;
    let _e70 = vec4<f32>(1.442695f, 0f, 1f, 0f).yyyy;
    let _e74 = select(_e68, select(_e70, _e69, (_e69 >= _e70)), vec4<bool>(true, false, false, false)).xxxx;
    let _e75 = vec4<f32>(1.442695f, 0f, 1f, 0f).zzzz;
    let _e83 = consts[(_e4 + 256u)];
    let _e87 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e87) + (_e83 * _e40.wwww)), vec4<bool>(true, true, true, false)), select(_e75, _e74, (_e74 < _e75)), select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)));
}
