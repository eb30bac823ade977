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
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.zzzz * vec4<f32>(2f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx;
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e50) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e50)), vec4<bool>(true, false, false, false));
    let _e61 = (i32(_e57.x) + 16i);
    let _e62 = u32(_e61);
    let _e67 = consts[(_e4 + min(_e62, 265u))];
    let _e78 = (i32(_e57.x) + 17i);
    let _e79 = u32(_e78);
    let _e83 = consts[(_e4 + min(_e79, 265u))];
    let _e96 = (i32(_e57.x) + 32i);
    let _e97 = u32(_e96);
    let _e101 = consts[(_e4 + min(_e97, 265u))];
    let _e110 = consts[(_e4 + 256u)];
    let _e115 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e115)) + (bitcast<vec4<f32>>(_e110) * _e45.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e67), (_e62 < 256u)), vec4<f32>(2f, 0f, 0f, 0f), (_e61 == 4i))) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e83), (_e79 < 256u)), vec4<f32>(2f, 0f, 0f, 0f), (_e78 == 4i))), vec4<bool>(true, true, false, false)), saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e101), (_e97 < 256u)), vec4<f32>(2f, 0f, 0f, 0f), (_e96 == 4i))));
}
