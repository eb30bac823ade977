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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 5u)];
    let _e14 = bitcast<vec4<f32>>(_e13);
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e14.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).xxxx), vec4<bool>(true, false, false, false));
    let _e23 = select(_e19, fract(_e19.xxxx), vec4<bool>(false, true, false, false));
    let _e28 = select(_e23, (_e23.xxxx + -(_e23.yyyy)), vec4<bool>(true, false, false, false));
    let _e33 = select(_e28, saturate((_e28.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).yyyy)), vec4<bool>(true, false, false, false));
    let _e35 = mix(in0_, in1_, _e33.xxxx);
    let _e45 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e14.y)), vec4<bool>(true, false, false, false)), vec4(inverseSqrt(abs(_e14.z))), vec4<bool>(false, true, false, false));
    let _e46 = _e45.xxxx;
    let _e47 = _e45.yyyy;
    let _e51 = select(_e45, select(_e47, _e46, (_e46 >= _e47)), vec4<bool>(false, false, true, false));
    let _e52 = _e51.xxxx;
    let _e53 = _e51.yyyy;
    let _e61 = consts[(_e4 + 0u)];
    let _e69 = consts[(_e4 + 1u)];
    let _e77 = consts[(_e4 + 2u)];
    let _e85 = consts[(_e4 + 3u)];
    let _e89 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e35, bitcast<vec4<f32>>(_e61))), vec4<bool>(true, false, false, false)), vec4(dot(_e35, bitcast<vec4<f32>>(_e69))), vec4<bool>(false, true, false, false)), vec4(dot(_e35, bitcast<vec4<f32>>(_e77))), vec4<bool>(false, false, true, false)), vec4(dot(_e35, bitcast<vec4<f32>>(_e85))), vec4<bool>(false, false, false, true));
    let _e97 = consts[(_e4 + 256u)];
    let _e102 = consts[(_e4 + 257u)];
    return Output(select(_e89, ((_e89 * bitcast<vec4<f32>>(_e102)) + (bitcast<vec4<f32>>(_e97) * _e89.wwww)), vec4<bool>(true, true, true, false)), ((in2_ * select(_e51, select(_e53, _e52, (_e52 < _e53)), vec4<bool>(false, false, false, true)).zzww) + _e33.xxyy));
}
