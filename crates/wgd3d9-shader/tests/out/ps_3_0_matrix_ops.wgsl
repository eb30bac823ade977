struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
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
    let _e24 = consts[(_e4 + 1u)];
    let _e32 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e12, _e16)), vec4<bool>(true, false, false, false)), vec4(dot(_e12, _e24)), vec4<bool>(false, true, false, false)), vec4(dot(_e12, _e32)), vec4<bool>(false, false, true, false)), vec4(dot(_e12, _e40)), vec4<bool>(false, false, false, true));
    let _e48 = consts[(_e4 + 4u)];
    let _e57 = consts[(_e4 + 5u)];
    let _e66 = consts[(_e4 + 6u)];
    let _e71 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e44.xyz, _e48.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e44.xyz, _e57.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e44.xyz, _e66.xyz)), vec4<bool>(false, false, true, false));
    let _e75 = consts[(_e4 + 8u)];
    let _e82 = consts[(_e4 + 9u)];
    let _e89 = consts[(_e4 + 10u)];
    let _e96 = consts[(_e4 + 12u)];
    let _e105 = consts[(_e4 + 13u)];
    let _e114 = consts[(_e4 + 16u)];
    let _e123 = consts[(_e4 + 17u)];
    let _e132 = consts[(_e4 + 18u)];
    let _e141 = consts[(_e4 + 19u)];
    let _e146 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e71.xyz, _e114.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e71.xyz, _e123.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e71.xyz, _e132.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e71.xyz, _e141.xyz)), vec4<bool>(false, false, false, true));
    let _e149 = select(_e71, (_e71 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e44, _e75)), vec4<bool>(true, false, false, false)), vec4(dot(_e44, _e82)), vec4<bool>(false, true, false, false)), vec4(dot(_e44, _e89)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e153 = consts[(_e4 + 20u)];
    return Output(select(select(_e146, (_e146 + select(_e149, ((select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e71.xyz, _e96.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e71.xyz, _e105.xyz)), vec4<bool>(false, true, false, false)) * _e153) + _e149), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, true, false)), _e12.wwww, vec4<bool>(false, false, false, true)));
}
