enable clip_distances;

struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
    @builtin(clip_distances) clip_distances: array<f32, 2>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(4) in4_: f32) -> Output {
    let _e4 = imm.vs;
    let _e17 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e23 = consts[(_e4 + 0u)];
    let _e32 = consts[(_e4 + 14u)];
    let _e40 = consts[(_e4 + 1u)];
    let _e49 = consts[(_e4 + 15u)];
    let _e57 = consts[(_e4 + 2u)];
    let _e66 = consts[(_e4 + 16u)];
    let _e74 = consts[(_e4 + 3u)];
    let _e79 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, bitcast<vec4<f32>>(_e23))), vec4<bool>(true, false, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, true, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e57))), vec4<bool>(false, false, true, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e74))), vec4<bool>(false, false, false, true));
    let _e83 = consts[(_e4 + 17u)];
    let _e87 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, bitcast<vec4<f32>>(_e32))), vec4<bool>(true, false, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e49))), vec4<bool>(false, true, false, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e66))), vec4<bool>(false, false, true, false)), vec4(dot(_e17, bitcast<vec4<f32>>(_e83))), vec4<bool>(false, false, false, true));
    let _e91 = consts[(_e4 + 18u)];
    let _e101 = consts[(_e4 + 19u)];
    let _e111 = consts[(_e4 + 20u)];
    let _e119 = -(_e87);
    let _e124 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e119.xyz, _e119.xyz)), vec4<bool>(true, false, false, false));
    let _e127 = select(_e124, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e124, (_e124 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e140 = consts[(_e4 + 61u)];
    let _e148 = consts[(_e4 + 62u)];
    let _e154 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(in4_, 0f, 0f, 1f).xxxx, vec4<bool>(true, false, false, false));
    let _e164 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e87.xyz, _e87.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e87.xyz, _e87.xyz)), vec4<bool>(false, true, false, false));
    let _e169 = select(_e164, vec4(inverseSqrt(abs(_e164.y))), vec4<bool>(false, true, false, false));
    let _e175 = select(select(select(_e169, vec4((1f / _e169.y)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, false));
    let _e179 = consts[(_e4 + 27u)];
    let _e183 = select(_e175, vec4(dot(_e175, bitcast<vec4<f32>>(_e179))), vec4<bool>(true, false, false, false));
    let _e192 = select(_e154, (_e154.xxxx * select(_e183, vec4(inverseSqrt(abs(_e183.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false));
    let _e197 = consts[(_e4 + 26u)];
    let _e198 = bitcast<vec4<f32>>(_e197);
    let _e201 = select(_e192, (_e192.xxxx * _e198.wwww), vec4<bool>(true, false, false, false));
    let _e202 = _e201.xxxx;
    let _e203 = _e198.yyyy;
    let _e207 = select(_e201, select(_e203, _e202, (_e202 >= _e203)), vec4<bool>(true, false, false, false)).xxxx;
    let _e208 = _e198.zzzz;
    let _e215 = consts[(_e4 + 6u)];
    let _e220 = consts[(_e4 + 7u)];
    return Output(select(_e79, ((_e79 * bitcast<vec4<f32>>(_e220)) + (bitcast<vec4<f32>>(_e215) * _e79.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), array<f32, 2>(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e87, bitcast<vec4<f32>>(_e140))), vec4<bool>(true, false, false, false)).x, select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e87, bitcast<vec4<f32>>(_e148))), vec4<bool>(true, false, false, false)).x));
}
