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
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.wwww * vec4<f32>(255f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false));
    let _e52 = (i32(_e48.x) + 20i);
    let _e58 = consts[(_e4 + min(u32(_e52), 265u))];
    let _e65 = (i32(_e48.x) + 0i);
    let _e70 = consts[(_e4 + min(u32(_e65), 265u))];
    let _e79 = consts[(_e4 + 256u)];
    let _e83 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e83) + (_e79 * _e41.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(_e58, vec4<f32>(255f, 0f, 0f, 0f), (_e52 == 4i)) + select(_e70, vec4<f32>(255f, 0f, 0f, 0f), (_e65 == 4i))) * in1_)));
}
