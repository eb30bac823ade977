struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
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
    let _e53 = consts[(_e4 + 5u)];
    let _e64 = consts[(_e4 + 6u)];
    let _e73 = consts[(_e4 + 7u)];
    let _e82 = consts[(_e4 + 8u)];
    let _e91 = consts[(_e4 + 9u)];
    let _e106 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(in2_.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(in2_.y))), vec4<bool>(false, true, false, false));
    let _e110 = consts[(_e4 + 10u)];
    let _e113 = select(_e106, (_e106 * _e110.xxxx), vec4<bool>(true, true, false, false));
    let _e126 = consts[(_e4 + 256u)];
    let _e130 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e130) + (_e126 * _e40.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e44.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, _e53.xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e64.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e73.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e82.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(in1_.xyz, _e91.xyz)), vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e113.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e113.y)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)));
}
