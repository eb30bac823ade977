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
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = consts[(_e4 + 0u)];
    let _e25 = consts[(_e4 + 1u)];
    let _e34 = consts[(_e4 + 2u)];
    let _e43 = consts[(_e4 + 3u)];
    let _e48 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e16))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e25))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e34))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e43))), vec4<bool>(false, false, false, true));
    let _e52 = consts[(_e4 + 4u)];
    let _e55 = (bitcast<vec4<f32>>(_e52) + -(in0_));
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e55.xyz, _e55.xyz)), vec4<bool>(false, false, false, true));
    let _e67 = (_e55 * select(_e60, vec4(inverseSqrt(abs(_e60.w))), vec4<bool>(false, false, false, true)).wwww);
    let _e94 = consts[(_e4 + 256u)];
    let _e99 = consts[(_e4 + 257u)];
    return Output(select(_e48, ((_e48 * bitcast<vec4<f32>>(_e99)) + (bitcast<vec4<f32>>(_e94) * _e48.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e67.xyz, in2_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e67.xyz, in3_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e67.xyz, in1_.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0.5f, 0.5f, 0.5f, 1f).wwww, vec4<bool>(false, false, false, true)) * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.5f, 0.5f, 0.5f, 1f))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
