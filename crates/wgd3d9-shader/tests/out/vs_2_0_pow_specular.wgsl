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
    let _e47 = (_e45 + -(in0_));
    let _e50 = dot(_e47.xyz, _e47.xyz);
    let _e62 = consts[(_e4 + 5u)];
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e62.xyz)), vec4<bool>(true, false, false, false));
    let _e71 = select(_e67, (_e67.xxxx + _e67.xxxx), vec4<bool>(false, true, false, false));
    let _e81 = select(_e71, vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e71.yyyy) + -(_e62)), vec4<bool>(true, true, true, false)).xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e47 * vec4(inverseSqrt(_e50))), vec4<f32>(0f, 0f, 0f, 0f), (_e50 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, false, true, false));
    let _e82 = vec4<f32>(0f, 1f, 2f, 32f).xxxx;
    let _e86 = select(_e81, select(_e82, _e81, (_e81 >= _e82)), vec4<bool>(true, false, true, false));
    let _e89 = abs(_e86.z);
    let _e101 = select(_e86, vec4(min(select(select(pow(_e89, vec4<f32>(0f, 1f, 2f, 32f).w), 340282350000000000000000000000000000000f, ((_e89 == 0f) && (vec4<f32>(0f, 1f, 2f, 32f).w < 0f))), 1f, (vec4<f32>(0f, 1f, 2f, 32f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e106 = consts[(_e4 + 6u)];
    let _e112 = consts[(_e4 + 7u)];
    let _e119 = consts[(_e4 + 256u)];
    let _e123 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e123) + (_e119 * _e41.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e101.wwww * _e112) + (_e101.xxxx * _e106))));
}
