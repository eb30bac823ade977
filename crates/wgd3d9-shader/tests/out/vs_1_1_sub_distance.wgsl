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
    let _e49 = consts[(_e4 + 4u)];
    let _e52 = (in0_ + -(bitcast<vec4<f32>>(_e49)));
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e52.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
    let _e62 = select(_e57, vec4(inverseSqrt(abs(_e57.x))), vec4<bool>(false, true, false, false));
    let _e66 = select(_e62, (_e62.xxxx * _e62.yyyy), vec4<bool>(false, false, true, false));
    let _e70 = select(_e66, (_e66.zzzz * vec4<f32>(0f, 1f, 0.02f, 0f).zzzz), vec4<bool>(false, false, true, false));
    let _e75 = select(_e70, (vec4<f32>(0f, 1f, 0.02f, 0f).yyyy + -(_e70.zzzz)), vec4<bool>(false, false, false, true));
    let _e76 = _e75.wwww;
    let _e77 = vec4<f32>(0f, 1f, 0.02f, 0f).xxxx;
    let _e89 = consts[(_e4 + 256u)];
    let _e94 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e94)) + (bitcast<vec4<f32>>(_e89) * _e45.wwww)), vec4<bool>(true, true, true, false)), saturate(select(select(vec4<f32>(1f, 1f, 1f, 1f), in1_, vec4<bool>(true, true, true, false)), select(_e75, select(_e77, _e76, (_e76 >= _e77)), vec4<bool>(false, false, false, true)).wwww, vec4<bool>(false, false, false, true))));
}
