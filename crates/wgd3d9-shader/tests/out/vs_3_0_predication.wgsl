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
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    let _e49 = select(in1_, -(in1_), (_e45.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e54 = select(_e49, select(_e49, vec4<f32>(0f, 1f, 0f, 0f).yyyy, (_e45.wwww == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e57 = dot(_e54.xyz, _e54.xyz);
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e54 * vec4(inverseSqrt(_e57))), vec4<f32>(0f, 0f, 0f, 0f), (_e57 == 0f)), vec4<bool>(true, true, true, false));
    let _e69 = consts[(_e4 + 5u)];
    let _e80 = consts[(_e4 + 6u)];
    let _e87 = consts[(_e4 + 256u)];
    let _e91 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e91) + (_e87 * _e41.wwww)), vec4<bool>(true, true, true, false)), _e54, select(vec4<f32>(0f, 1f, 0f, 0f).xxxx, _e80, (_e45.zzzz != vec4<f32>(0f, 0f, 0f, 0f))));
}
