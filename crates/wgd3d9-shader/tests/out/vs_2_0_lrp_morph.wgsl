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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 4u)];
    let _e16 = mix(in0_, in1_, _e14.xxxx);
    let _e24 = consts[(_e4 + 0u)];
    let _e32 = consts[(_e4 + 1u)];
    let _e40 = consts[(_e4 + 2u)];
    let _e48 = consts[(_e4 + 3u)];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e24)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e32)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e40)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e48)), vec4<bool>(false, false, false, true));
    let _e56 = consts[(_e4 + 5u)];
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_, in3_, _e14.xxxx), vec4<bool>(true, true, true, false)).xyz, _e56.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e66 = consts[(_e4 + 6u)];
    let _e67 = _e66.xxxx;
    let _e74 = consts[(_e4 + 256u)];
    let _e78 = consts[(_e4 + 257u)];
    return Output(select(_e52, ((_e52 * _e78) + (_e74 * _e52.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e67, _e62, (_e62 >= _e67))));
}
