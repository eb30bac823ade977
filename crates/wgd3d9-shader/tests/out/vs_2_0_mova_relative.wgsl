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
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.zzzz * vec4<f32>(2f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx;
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e46) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e46)), vec4<bool>(true, false, false, false));
    let _e57 = (i32(_e53.x) + 16i);
    let _e63 = consts[(_e4 + min(u32(_e57), 265u))];
    let _e70 = (i32(_e53.x) + 17i);
    let _e75 = consts[(_e4 + min(u32(_e70), 265u))];
    let _e85 = (i32(_e53.x) + 32i);
    let _e90 = consts[(_e4 + min(u32(_e85), 265u))];
    let _e97 = consts[(_e4 + 256u)];
    let _e101 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e101) + (_e97 * _e41.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * select(_e63, vec4<f32>(2f, 0f, 0f, 0f), (_e57 == 4i))) + select(_e75, vec4<f32>(2f, 0f, 0f, 0f), (_e70 == 4i))), vec4<bool>(true, true, false, false)), saturate(select(_e90, vec4<f32>(2f, 0f, 0f, 0f), (_e85 == 4i))));
}
