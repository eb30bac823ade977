struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    let _e53 = select(in1_, -(in1_), (_e49.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e58 = select(_e53, select(_e53, vec4<f32>(0f, 1f, 0f, 0f).yyyy, (_e49.wwww == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e61 = dot(_e58.xyz, _e58.xyz);
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e58 * vec4(inverseSqrt(_e61))), vec4<f32>(0f, 0f, 0f, 0f), (_e61 == 0f)), vec4<bool>(true, true, true, false));
    let _e73 = consts[(_e4 + 5u)];
    let _e85 = consts[(_e4 + 6u)];
    let _e93 = consts[(_e4 + 256u)];
    let _e98 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e98)) + (bitcast<vec4<f32>>(_e93) * _e45.wwww)), vec4<bool>(true, true, true, false)), _e58, select(vec4<f32>(0f, 1f, 0f, 0f).xxxx, bitcast<vec4<f32>>(_e85), (_e49.zzzz != vec4<f32>(0f, 0f, 0f, 0f))));
}
