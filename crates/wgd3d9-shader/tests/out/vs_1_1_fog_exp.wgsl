struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e11 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e38 = consts[(_e4 + 3u)];
    let _e43 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e11))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e20))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, false, true));
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e43.zzzz * vec4<f32>(0f, 1f, 1.442695f, 0.02f).wwww), vec4<bool>(true, false, false, false));
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(select(_e47, (_e47.xxxx * -(vec4<f32>(0f, 1f, 1.442695f, 0.02f).zzzz)), vec4<bool>(true, false, false, false)).x)), vec4<bool>(true, false, false, false)).xxxx;
    let _e58 = vec4<f32>(0f, 1f, 1.442695f, 0.02f).yyyy;
    let _e64 = consts[(_e4 + 256u)];
    let _e69 = consts[(_e4 + 257u)];
    return Output(select(_e43, ((_e43 * bitcast<vec4<f32>>(_e69)) + (bitcast<vec4<f32>>(_e64) * _e43.wwww)), vec4<bool>(true, true, true, false)), select(_e58, _e57, (_e57 < _e58)));
}
