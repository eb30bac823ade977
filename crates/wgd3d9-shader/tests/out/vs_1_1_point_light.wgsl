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
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    let _e40 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    let _e44 = consts[(_e4 + 4u)];
    let _e46 = (_e44 + -(in0_));
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e46.xyz, _e46.xyz)), vec4<bool>(false, false, false, true));
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e51.w))), vec4<bool>(false, false, false, true));
    let _e59 = _e51.wwww;
    let _e60 = _e56.wwww;
    let _e71 = consts[(_e4 + 5u)];
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e59.y * _e60.y), _e59.z, _e60.w).xyz, _e71.xyz)), vec4<bool>(true, false, false, false));
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, (_e46 * _e56.wwww).xyz)), vec4<bool>(true, false, false, false));
    let _e86 = _e85.xxxx;
    let _e90 = consts[(_e4 + 6u)];
    let _e91 = _e90.xxxx;
    let _e94 = select(_e85, select(_e91, _e86, (_e86 >= _e91)), vec4<bool>(true, false, false, false));
    let _e103 = consts[(_e4 + 7u)];
    let _e109 = consts[(_e4 + 256u)];
    let _e113 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e113) + (_e109 * _e40.wwww)), vec4<bool>(true, true, true, false)), saturate((select(_e94, (_e94.xxxx * select(_e76, vec4((1f / _e76.x)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false)).xxxx * _e103)));
}
