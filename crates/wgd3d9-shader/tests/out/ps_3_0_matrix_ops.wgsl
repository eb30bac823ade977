struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e12 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)).xy);
    let _e16 = consts[(_e4 + 0u)];
    let _e25 = consts[(_e4 + 1u)];
    let _e34 = consts[(_e4 + 2u)];
    let _e43 = consts[(_e4 + 3u)];
    let _e48 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e12, bitcast<vec4<f32>>(_e16))), vec4<bool>(true, false, false, false)), vec4(dot(_e12, bitcast<vec4<f32>>(_e25))), vec4<bool>(false, true, false, false)), vec4(dot(_e12, bitcast<vec4<f32>>(_e34))), vec4<bool>(false, false, true, false)), vec4(dot(_e12, bitcast<vec4<f32>>(_e43))), vec4<bool>(false, false, false, true));
    let _e52 = consts[(_e4 + 4u)];
    let _e62 = consts[(_e4 + 5u)];
    let _e72 = consts[(_e4 + 6u)];
    let _e78 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e48.xyz, bitcast<vec4<f32>>(_e52).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e48.xyz, bitcast<vec4<f32>>(_e62).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e48.xyz, bitcast<vec4<f32>>(_e72).xyz)), vec4<bool>(false, false, true, false));
    let _e82 = consts[(_e4 + 8u)];
    let _e90 = consts[(_e4 + 9u)];
    let _e98 = consts[(_e4 + 10u)];
    let _e106 = consts[(_e4 + 12u)];
    let _e116 = consts[(_e4 + 13u)];
    let _e126 = consts[(_e4 + 16u)];
    let _e136 = consts[(_e4 + 17u)];
    let _e146 = consts[(_e4 + 18u)];
    let _e156 = consts[(_e4 + 19u)];
    let _e162 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e78.xyz, bitcast<vec4<f32>>(_e126).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e78.xyz, bitcast<vec4<f32>>(_e136).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e78.xyz, bitcast<vec4<f32>>(_e146).xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e78.xyz, bitcast<vec4<f32>>(_e156).xyz)), vec4<bool>(false, false, false, true));
    let _e165 = select(_e78, (_e78 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e48, bitcast<vec4<f32>>(_e82))), vec4<bool>(true, false, false, false)), vec4(dot(_e48, bitcast<vec4<f32>>(_e90))), vec4<bool>(false, true, false, false)), vec4(dot(_e48, bitcast<vec4<f32>>(_e98))), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e169 = consts[(_e4 + 20u)];
    return Output(select(select(_e162, (_e162 + select(_e165, ((select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e78.xyz, bitcast<vec4<f32>>(_e106).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e78.xyz, bitcast<vec4<f32>>(_e116).xyz)), vec4<bool>(false, true, false, false)) * bitcast<vec4<f32>>(_e169)) + _e165), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, true, false)), _e12.wwww, vec4<bool>(false, false, false, true)));
}
