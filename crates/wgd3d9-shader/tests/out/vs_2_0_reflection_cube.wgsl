struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    let _e40 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    let _e44 = consts[(_e4 + 4u)];
    let _e51 = consts[(_e4 + 5u)];
    let _e58 = consts[(_e4 + 6u)];
    let _e76 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e44.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e51.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e58.xyz)), vec4<bool>(false, false, true, false));
    let _e80 = consts[(_e4 + 8u)];
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e44)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e51)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e58)), vec4<bool>(false, false, true, false)) + -(_e80)), vec4<bool>(true, true, true, false));
    let _e87 = dot(_e84.xyz, _e84.xyz);
    let _e94 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e84 * vec4(inverseSqrt(_e87))), vec4<f32>(0f, 0f, 0f, 0f), (_e87 == 0f)), vec4<bool>(true, true, true, false));
    let _e97 = dot(_e76.xyz, _e76.xyz);
    let _e103 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e76 * vec4(inverseSqrt(_e97))), vec4<f32>(0f, 0f, 0f, 0f), (_e97 == 0f)), vec4<bool>(true, true, true, false));
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e94.xyz, _e103.xyz)), vec4<bool>(true, false, false, false));
    let _e123 = consts[(_e4 + 256u)];
    let _e127 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e127) + (_e123 * _e40.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e103 * -(select(_e108, (_e108.xxxx + _e108.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e94), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)));
}
