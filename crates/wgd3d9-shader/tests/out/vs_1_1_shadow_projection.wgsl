struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(8) out3_: vec4<f32>,
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
    let _e52 = consts[(_e4 + 5u)];
    let _e59 = consts[(_e4 + 6u)];
    let _e66 = consts[(_e4 + 7u)];
    let _e69 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e45)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e52)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e59)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e66)), vec4<bool>(false, false, false, true));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e69 * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).xyyy), vec4<bool>(true, true, false, false));
    let _e84 = consts[(_e4 + 8u)];
    let _e91 = consts[(_e4 + 9u)];
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e91.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e101 = consts[(_e4 + 10u)];
    let _e108 = consts[(_e4 + 256u)];
    let _e112 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e112) + (_e108 * _e41.wwww)), vec4<bool>(true, true, true, false)), select(select(_e73, ((_e69.wwww * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).zzzz) + _e73), vec4<bool>(true, true, false, false)), _e69, vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e84)), vec4<bool>(true, false, false, false)), saturate(select(_e101, _e97, (_e97 >= _e101))));
}
