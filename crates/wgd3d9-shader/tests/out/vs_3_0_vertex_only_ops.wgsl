struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 0u)];
    let _e23 = consts[(_e4 + 1u)];
    let _e32 = consts[(_e4 + 2u)];
    let _e41 = consts[(_e4 + 3u)];
    let _e46 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e14))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e23))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e32))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e41))), vec4<bool>(false, false, false, true));
    let _e50 = consts[(_e4 + 5u)];
    let _e60 = consts[(_e4 + 6u)];
    let _e69 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e50).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, bitcast<vec4<f32>>(_e60).xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 16f, 0.5f).zzzz, vec4<bool>(false, false, true, true));
    let _e84 = vec4<f32>(1f, max(_e69.x, 0f), select(0f, pow(_e69.y, clamp(_e69.w, -128f, 128f)), ((_e69.x > 0f) && (_e69.y > 0f))), 1f);
    let _e89 = consts[(_e4 + 7u)];
    let _e96 = consts[(_e4 + 8u)];
    let _e99 = in2_.xxxx;
    let _e100 = in2_.yyyy;
    let _e131 = consts[(_e4 + 256u)];
    let _e136 = consts[(_e4 + 257u)];
    return Output(select(_e46, ((_e46 * bitcast<vec4<f32>>(_e136)) + (bitcast<vec4<f32>>(_e131) * _e46.wwww)), vec4<bool>(true, true, true, false)), (_e84.yyyy * bitcast<vec4<f32>>(_e89)), (_e84.zzzz * bitcast<vec4<f32>>(_e96)), (((vec4(exp2(in2_.z)).zzzz * (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ >= vec4<f32>(0f, 1f, 16f, 0.5f).wwww)) + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ < vec4<f32>(0f, 1f, 16f, 0.5f).wwww))))) + vec4<f32>(1f, (_e99.y * _e100.y), _e99.z, _e100.w)) + vec4(log2(abs(in2_.w))).zzzz));
}
