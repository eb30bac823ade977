struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    let _e45 = vec4<f32>(0f, 0.5f, 1f, -1f).xxxx;
    let _e54 = select(_e45, (_e45 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e62 = select(_e54, (_e54 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ == vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e70 = select(_e62, (_e62 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0f, 0.5f, 1f, -1f).zzzz)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 0.5f, 1f, -1f).wwww));
    let _e78 = select(_e70, (_e70 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e73.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e83 = select(_e73, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ != vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)), vec4<bool>(true, true, false, false));
    let _e89 = select(_e78, select(_e78, (_e78 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e83.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e104 = consts[(_e4 + 256u)];
    let _e109 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * bitcast<vec4<f32>>(_e109)) + (bitcast<vec4<f32>>(_e104) * _e44.wwww)), vec4<bool>(true, true, true, false)), select(_e89, select(_e89, (_e89 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(_e83, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ <= vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)), vec4<bool>(false, false, true, true)).xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, true)));
}
