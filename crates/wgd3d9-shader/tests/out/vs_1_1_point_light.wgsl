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
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e44 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    let _e48 = consts[(_e4 + 4u)];
    let _e51 = (bitcast<vec4<f32>>(_e48) + -(in0_));
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e51.xyz, _e51.xyz)), vec4<bool>(false, false, false, true));
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e56.w))), vec4<bool>(false, false, false, true));
    let _e64 = _e56.wwww;
    let _e65 = _e61.wwww;
    let _e76 = consts[(_e4 + 5u)];
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(vec4<f32>(1f, (_e64.y * _e65.y), _e64.z, _e65.w).xyz, bitcast<vec4<f32>>(_e76).xyz)), vec4<bool>(true, false, false, false));
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, (_e51 * _e61.wwww).xyz)), vec4<bool>(true, false, false, false));
    let _e92 = _e91.xxxx;
    let _e96 = consts[(_e4 + 6u)];
    let _e98 = bitcast<vec4<f32>>(_e96).xxxx;
    let _e101 = select(_e91, select(_e98, _e92, (_e92 >= _e98)), vec4<bool>(true, false, false, false));
    let _e110 = consts[(_e4 + 7u)];
    let _e117 = consts[(_e4 + 256u)];
    let _e122 = consts[(_e4 + 257u)];
    return Output(select(_e44, ((_e44 * bitcast<vec4<f32>>(_e122)) + (bitcast<vec4<f32>>(_e117) * _e44.wwww)), vec4<bool>(true, true, true, false)), saturate((select(_e101, (_e101.xxxx * select(_e82, vec4((1f / _e82.x)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e110))));
}
