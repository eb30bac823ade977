struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 5u)];
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e13.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).xxxx), vec4<bool>(true, false, false, false));
    let _e22 = select(_e18, fract(_e18.xxxx), vec4<bool>(false, true, false, false));
    let _e27 = select(_e22, (_e22.xxxx + -(_e22.yyyy)), vec4<bool>(true, false, false, false));
    let _e32 = select(_e27, saturate((_e27.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).yyyy)), vec4<bool>(true, false, false, false));
    let _e34 = mix(in0_, in1_, _e32.xxxx);
    let _e44 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e13.y)), vec4<bool>(true, false, false, false)), vec4(inverseSqrt(abs(_e13.z))), vec4<bool>(false, true, false, false));
    let _e45 = _e44.xxxx;
    let _e46 = _e44.yyyy;
    let _e50 = select(_e44, select(_e46, _e45, (_e45 >= _e46)), vec4<bool>(false, false, true, false));
    let _e51 = _e50.xxxx;
    let _e52 = _e50.yyyy;
    let _e60 = consts[(_e4 + 0u)];
    let _e67 = consts[(_e4 + 1u)];
    let _e74 = consts[(_e4 + 2u)];
    let _e81 = consts[(_e4 + 3u)];
    let _e84 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e34, _e60)), vec4<bool>(true, false, false, false)), vec4(dot(_e34, _e67)), vec4<bool>(false, true, false, false)), vec4(dot(_e34, _e74)), vec4<bool>(false, false, true, false)), vec4(dot(_e34, _e81)), vec4<bool>(false, false, false, true));
    let _e92 = consts[(_e4 + 256u)];
    let _e96 = consts[(_e4 + 257u)];
    return Output(select(_e84, ((_e84 * _e96) + (_e92 * _e84.wwww)), vec4<bool>(true, true, true, false)), ((in2_ * select(_e50, select(_e52, _e51, (_e51 < _e52)), vec4<bool>(false, false, false, true)).zzww) + _e32.xxyy));
}
