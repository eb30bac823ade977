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
    let _e46 = (in1_ * vec4<f32>(1f, 2f, 3f, 4f));
    let _e52 = (floor((abs(_e46) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e46));
    let _e56 = (i32(_e52.x) + 16i);
    let _e57 = u32(_e56);
    let _e62 = consts[(_e4 + min(_e57, 265u))];
    let _e73 = (i32(_e52.y) + 32i);
    let _e74 = u32(_e73);
    let _e78 = consts[(_e4 + min(_e74, 265u))];
    let _e88 = (i32(_e52.z) + 48i);
    let _e89 = u32(_e88);
    let _e93 = consts[(_e4 + min(_e89, 265u))];
    let _e103 = (i32(_e52.w) + 0i);
    let _e104 = u32(_e103);
    let _e108 = consts[(_e4 + min(_e104, 265u))];
    let _e115 = _e46.wwww;
    let _e125 = (i32(select(_e52, (floor((abs(_e115) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e115)), vec4<bool>(false, true, false, false)).y) + 64i);
    let _e126 = u32(_e125);
    let _e130 = consts[(_e4 + min(_e126, 265u))];
    let _e139 = consts[(_e4 + 256u)];
    let _e144 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e144)) + (bitcast<vec4<f32>>(_e139) * _e45.wwww)), vec4<bool>(true, true, true, false)), ((((select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e62), (_e57 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e56 == 4i)) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e78), (_e74 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e73 == 4i))) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e93), (_e89 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e88 == 4i))) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e108), (_e104 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e103 == 4i))) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e130), (_e126 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e125 == 4i))));
}
