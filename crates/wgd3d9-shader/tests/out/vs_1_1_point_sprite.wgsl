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
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e41.wwww * vec4<f32>(1f, 0f, 0.01f, 0f).zzzz) + vec4<f32>(1f, 0f, 0.01f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e59 = consts[(_e4 + 5u)];
    let _e64 = consts[(_e4 + 256u)];
    let _e68 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e68) + (_e64 * _e41.wwww)), vec4<bool>(true, true, true, false)), saturate(_e59));
}
