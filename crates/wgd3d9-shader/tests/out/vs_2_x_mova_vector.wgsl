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
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4<f32>(2f, 4f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e48) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e48)), vec4<bool>(true, true, false, false));
    let _e59 = (i32(_e55.x) + 10i);
    let _e60 = u32(_e59);
    let _e65 = consts[(_e4 + min(_e60, 265u))];
    let _e76 = (i32(_e55.y) + 40i);
    let _e77 = u32(_e76);
    let _e81 = consts[(_e4 + min(_e77, 265u))];
    let _e91 = consts[(_e4 + 256u)];
    let _e96 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e96)) + (bitcast<vec4<f32>>(_e91) * _e45.wwww)), vec4<bool>(true, true, true, false)), saturate((select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e65), (_e60 < 256u)), vec4<f32>(2f, 4f, 0f, 0f), (_e59 == 4i)) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e81), (_e77 < 256u)), vec4<f32>(2f, 4f, 0f, 0f), (_e76 == 4i)))));
}
