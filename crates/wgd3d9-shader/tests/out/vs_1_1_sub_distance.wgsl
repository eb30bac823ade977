struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e53 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    let _e57 = consts[(_e13 + 4u)];
    let _e60 = (in0_ + -(bitcast<vec4<f32>>(_e57)));
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e60.xyz, _e60.xyz)), vec4<bool>(true, false, false, false));
    let _e70 = select(_e65, vec4(inverseSqrt(abs(_e65.x))), vec4<bool>(false, true, false, false));
    let _e74 = select(_e70, (_e70.xxxx * _e70.yyyy), vec4<bool>(false, false, true, false));
    let _e78 = select(_e74, (_e74.zzzz * vec4<f32>(0f, 1f, 0.02f, 0f).zzzz), vec4<bool>(false, false, true, false));
    let _e83 = select(_e78, (vec4<f32>(0f, 1f, 0.02f, 0f).yyyy + -(_e78.zzzz)), vec4<bool>(false, false, false, true));
    let _e84 = _e83.wwww;
    let _e85 = vec4<f32>(0f, 1f, 0.02f, 0f).xxxx;
    let _e97 = consts[(_e13 + 256u)];
    let _e102 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e102)) + (bitcast<vec4<f32>>(_e97) * _e53.wwww)), vec4<bool>(true, true, true, false)), saturate(select(select(vec4<f32>(1f, 1f, 1f, 1f), in1_, vec4<bool>(true, true, true, false)), select(_e83, select(_e85, _e84, (_e84 >= _e85)), vec4<bool>(false, false, false, true)).wwww, vec4<bool>(false, false, false, true))), (_e9 >> 12u));
}
