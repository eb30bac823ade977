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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e41 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    let _e45 = consts[(_e4 + 4u)];
    let _e54 = consts[(_e4 + 5u)];
    let _e63 = consts[(_e4 + 6u)];
    let _e72 = consts[(_e4 + 7u)];
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e45.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e54.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e63.xyz)), vec4<bool>(false, false, true, false)).xyz, -(_e72).xyz)), vec4<bool>(true, false, false, false));
    let _e79 = _e78.xxxx;
    let _e80 = vec4<f32>(0f, 0.5f, 1f, 2f).xxxx;
    let _e88 = consts[(_e4 + 9u)];
    let _e93 = consts[(_e4 + 10u)];
    let _e99 = consts[(_e4 + 256u)];
    let _e103 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e103) + (_e99 * _e41.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(_e78, select(_e80, _e79, (_e79 >= _e80)), vec4<bool>(true, false, false, false)).xxxx * _e88) + _e93)));
}
