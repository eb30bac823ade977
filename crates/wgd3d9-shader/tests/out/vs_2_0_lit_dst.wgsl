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
    let _e46 = (_e44 + -(in0_));
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e46.xyz, _e46.xyz)), vec4<bool>(true, false, false, false));
    let _e56 = select(_e51, vec4(inverseSqrt(abs(_e51.x))), vec4<bool>(false, true, false, false));
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e46 * _e56.yyyy), vec4<bool>(true, true, true, false));
    let _e64 = select(_e56, (_e56.xxxx * _e56.yyyy), vec4<bool>(false, false, false, true));
    let _e65 = _e64.xxxx;
    let _e66 = _e64.yyyy;
    let _e77 = consts[(_e4 + 5u)];
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e65.y * _e66.y), _e65.z, _e66.w).xyz, _e77.xyz)), vec4<bool>(true, false, false, false));
    let _e95 = consts[(_e4 + 6u)];
    let _e97 = (_e95 + -(in0_));
    let _e100 = dot(_e97.xyz, _e97.xyz);
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e97 * vec4(inverseSqrt(_e100))), vec4<f32>(0f, 0f, 0f, 0f), (_e100 == 0f)), vec4<bool>(true, true, true, false));
    let _e109 = select(_e107, (_e107 + _e60), vec4<bool>(true, true, true, false));
    let _e112 = dot(_e109.xyz, _e109.xyz);
    let _e127 = consts[(_e4 + 7u)];
    let _e129 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e60.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e109 * vec4(inverseSqrt(_e112))), vec4<f32>(0f, 0f, 0f, 0f), (_e112 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e127.xxxx, vec4<bool>(false, false, false, true));
    let _e144 = (vec4<f32>(1f, max(_e129.x, 0f), select(0f, pow(_e129.y, clamp(_e129.w, -128f, 128f)), ((_e129.x > 0f) && (_e129.y > 0f))), 1f) * select(_e82, vec4((1f / _e82.x)), vec4<bool>(true, false, false, false)).xxxx);
    let _e149 = consts[(_e4 + 8u)];
    let _e155 = consts[(_e4 + 9u)];
    let _e162 = consts[(_e4 + 256u)];
    let _e166 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e166) + (_e162 * _e40.wwww)), vec4<bool>(true, true, true, false)), saturate((_e144.yyyy * _e149)), saturate((_e144.zzzz * _e155)));
}
