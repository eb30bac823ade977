struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
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
    let _e65 = consts[(_e4 + 8u)];
    let _e74 = consts[(_e4 + 9u)];
    let _e83 = consts[(_e4 + 10u)];
    let _e92 = consts[(_e4 + 12u)];
    let _e101 = consts[(_e4 + 13u)];
    let _e110 = consts[(_e4 + 16u)];
    let _e119 = consts[(_e4 + 17u)];
    let _e128 = consts[(_e4 + 18u)];
    let _e137 = consts[(_e4 + 19u)];
    let _e151 = consts[(_e4 + 256u)];
    let _e155 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e155) + (_e151 * _e40.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e44)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e51)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e58)), vec4<bool>(false, false, true, false)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e65.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e74.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e83.xyz)), vec4<bool>(false, false, true, false)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e92.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, _e101.xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e110.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e119.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e128.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(in1_.xyz, _e137.xyz)), vec4<bool>(false, false, false, true)));
}
