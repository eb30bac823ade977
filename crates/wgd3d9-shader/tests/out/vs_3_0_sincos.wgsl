struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e18 = select(_e15, fract(_e15.xxxx), vec4<bool>(true, false, false, false));
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e18, ((_e18.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e18, ((_e18.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e47 = consts[(_e4 + 4u)];
    let _e53 = select(in0_, ((_e31.yxxx * bitcast<vec4<f32>>(_e47).xxxx) + in0_), vec4<bool>(true, false, true, false));
    let _e57 = consts[(_e4 + 0u)];
    let _e65 = consts[(_e4 + 1u)];
    let _e73 = consts[(_e4 + 2u)];
    let _e82 = consts[(_e4 + 3u)];
    let _e87 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e53, bitcast<vec4<f32>>(_e57))), vec4<bool>(true, false, false, false)), vec4(dot(_e53, bitcast<vec4<f32>>(_e65))), vec4<bool>(false, true, false, false)), vec4(dot(_e53, bitcast<vec4<f32>>(_e73))), vec4<bool>(false, false, true, false)), vec4(dot(_e53, bitcast<vec4<f32>>(_e82))), vec4<bool>(false, false, false, true));
    let _e94 = consts[(_e4 + 256u)];
    let _e99 = consts[(_e4 + 257u)];
    return Output(select(_e87, ((_e87 * bitcast<vec4<f32>>(_e99)) + (bitcast<vec4<f32>>(_e94) * _e87.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e31.y), sin(_e31.y), 0f, 0f), vec4<bool>(true, false, false, false)), vec4<f32>(cos(_e31.x), sin(_e31.x), 0f, 0f), vec4<bool>(false, true, false, false)), _e31.xyxy, vec4<bool>(false, false, true, true)));
}
