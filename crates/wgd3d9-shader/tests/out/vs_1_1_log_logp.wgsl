struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
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
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(in1_.y))), vec4<bool>(false, false, true, false));
    let _e53 = select(_e50, floor(_e50.zzzz), vec4<bool>(true, false, false, false));
    let _e58 = select(_e53, vec4(exp2(-(_e53.x))), vec4<bool>(false, true, false, false));
    let _e69 = consts[(_e4 + 256u)];
    let _e73 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e73) + (_e69 * _e40.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(in1_.x))), vec4<bool>(true, false, false, false)), select(select(_e58, (_e58 * abs(in1_.yyyy)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true)), vec4<bool>(false, true, true, true)));
}
