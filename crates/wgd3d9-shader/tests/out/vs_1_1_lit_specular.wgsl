struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
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
    let _e44 = consts[(_e4 + 4u)];
    let _e53 = consts[(_e4 + 5u)];
    let _e62 = consts[(_e4 + 6u)];
    let _e64 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e44.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e53.xyz)), vec4<bool>(false, true, false, false)), _e62.xxxx, vec4<bool>(false, false, false, true));
    let _e79 = vec4<f32>(1f, max(_e64.x, 0f), select(0f, pow(_e64.y, clamp(_e64.w, -128f, 128f)), ((_e64.x > 0f) && (_e64.y > 0f))), 1f);
    let _e84 = consts[(_e4 + 7u)];
    let _e89 = consts[(_e4 + 8u)];
    let _e95 = consts[(_e4 + 9u)];
    let _e102 = consts[(_e4 + 256u)];
    let _e106 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e106) + (_e102 * _e40.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e79.yyyy * _e84) + _e89)), saturate((_e79.zzzz * _e95)));
}
