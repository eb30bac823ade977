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
    let _e47 = (in0_ + -(_e45));
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e47.xyz, _e47.xyz)), vec4<bool>(true, false, false, false));
    let _e57 = select(_e52, vec4(inverseSqrt(abs(_e52.x))), vec4<bool>(false, true, false, false));
    let _e61 = select(_e57, (_e57.xxxx * _e57.yyyy), vec4<bool>(false, false, true, false));
    let _e65 = select(_e61, (_e61.zzzz * vec4<f32>(0f, 1f, 0.02f, 0f).zzzz), vec4<bool>(false, false, true, false));
    let _e70 = select(_e65, (vec4<f32>(0f, 1f, 0.02f, 0f).yyyy + -(_e65.zzzz)), vec4<bool>(false, false, false, true));
    let _e71 = _e70.wwww;
    let _e72 = vec4<f32>(0f, 1f, 0.02f, 0f).xxxx;
    let _e84 = consts[(_e4 + 256u)];
    let _e88 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e88) + (_e84 * _e41.wwww)), vec4<bool>(true, true, true, false)), saturate(select(select(vec4<f32>(1f, 1f, 1f, 1f), in1_, vec4<bool>(true, true, true, false)), select(_e70, select(_e72, _e71, (_e71 >= _e72)), vec4<bool>(false, false, false, true)).wwww, vec4<bool>(false, false, false, true))));
}
