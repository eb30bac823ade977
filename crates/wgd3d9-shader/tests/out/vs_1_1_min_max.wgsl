struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
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
    let _e52 = (in1_ * bitcast<vec4<f32>>(_e50));
    let _e53 = vec4<f32>(0f, 1f, 0.25f, 0.75f).xxxx;
    let _e55 = select(_e53, _e52, (_e52 >= _e53));
    let _e56 = vec4<f32>(0f, 1f, 0.25f, 0.75f).yyyy;
    let _e59 = vec4<f32>(0f, 1f, 0.25f, 0.75f).zzzz;
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e59, in2_, (in2_ >= _e59)), vec4<bool>(true, true, false, false));
    let _e64 = vec4<f32>(0f, 1f, 0.25f, 0.75f).wwww;
    let _e72 = consts[(_e4 + 256u)];
    let _e77 = consts[(_e4 + 257u)];
    return Output(select(_e46, ((_e46 * bitcast<vec4<f32>>(_e77)) + (bitcast<vec4<f32>>(_e72) * _e46.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e56, _e55, (_e55 < _e56))), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e64, _e63, (_e63 < _e64)), vec4<bool>(true, true, false, false)));
}
