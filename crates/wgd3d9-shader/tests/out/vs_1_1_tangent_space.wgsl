struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = consts[(_e4 + 0u)];
    let _e24 = consts[(_e4 + 1u)];
    let _e32 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e16)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e32)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e40)), vec4<bool>(false, false, false, true));
    let _e48 = consts[(_e4 + 4u)];
    let _e50 = (_e48 + -(in0_));
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e50.xyz, _e50.xyz)), vec4<bool>(false, false, false, true));
    let _e62 = (_e50 * select(_e55, vec4(inverseSqrt(abs(_e55.w))), vec4<bool>(false, false, false, true)).wwww);
    let _e89 = consts[(_e4 + 256u)];
    let _e93 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * _e93) + (_e89 * _e44.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e62.xyz, in2_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e62.xyz, in3_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e62.xyz, in1_.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0.5f, 0.5f, 0.5f, 1f).wwww, vec4<bool>(false, false, false, true)) * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.5f, 0.5f, 0.5f, 1f))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
