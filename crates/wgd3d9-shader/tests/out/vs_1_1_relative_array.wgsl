struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.wwww * vec4<f32>(255f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false));
    let _e56 = (i32(_e52.x) + 20i);
    let _e57 = u32(_e56);
    let _e62 = consts[(_e4 + min(_e57, 265u))];
    let _e73 = (i32(_e52.x) + 0i);
    let _e74 = u32(_e73);
    let _e78 = consts[(_e4 + min(_e74, 265u))];
    let _e89 = consts[(_e4 + 256u)];
    let _e94 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e94)) + (bitcast<vec4<f32>>(_e89) * _e45.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e62), (_e57 < 256u)), vec4<f32>(255f, 0f, 0f, 0f), (_e56 == 4i)) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e78), (_e74 < 256u)), vec4<f32>(255f, 0f, 0f, 0f), (_e73 == 4i))) * in1_)));
}
