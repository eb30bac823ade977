struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(8) out4_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
@group(1) @binding(32) 
var t16_: texture_2d<f32>;
@group(1) @binding(33) 
var s16_: sampler;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e25 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).xxxx, vec4<bool>(false, false, true, true));
    let _e28 = textureSampleLevel(t16_, s16_, _e25.xy, _e25.w);
    let _e35 = consts[(_e11 + 10u)];
    let _e36 = bitcast<vec4<f32>>(_e35);
    let _e45 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, false, true, false)), ((_e28.xxxx * _e36.xxxx) + _e36.yyyy), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).yyyy, vec4<bool>(false, false, false, true));
    let _e47 = (_e25 + vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy);
    let _e50 = textureSampleLevel(t16_, s16_, _e47.xy, _e47.w);
    let _e53 = (_e25 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy));
    let _e56 = textureSampleLevel(t16_, s16_, _e53.xy, _e53.w);
    let _e58 = (_e25 + vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy);
    let _e61 = textureSampleLevel(t16_, s16_, _e58.xy, _e58.w);
    let _e64 = (_e25 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy));
    let _e67 = textureSampleLevel(t16_, s16_, _e64.xy, _e64.w);
    let _e79 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e56.xxxx + -(_e50.xxxx)), vec4<bool>(true, false, false, false)), (_e67.xxxx + -(_e61.xxxx)), vec4<bool>(false, false, true, false));
    let _e86 = consts[(_e11 + 11u)];
    let _e87 = bitcast<vec4<f32>>(_e86);
    let _e89 = select(select(_e79, (_e79 * _e36.xxxx), vec4<bool>(true, false, true, false)), _e87.yyyy, vec4<bool>(false, true, false, false));
    let _e92 = dot(_e89.xyz, _e89.xyz);
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e89 * vec4(inverseSqrt(_e92))), vec4<f32>(0f, 0f, 0f, 0f), (_e92 == 0f)), vec4<bool>(true, true, true, false));
    let _e103 = consts[(_e11 + 12u)];
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e45 + -(bitcast<vec4<f32>>(_e103))), vec4<bool>(true, true, true, false));
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e107, vec4(dot(_e107.xyz, _e107.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e122 = select(_e117, vec4((1f / _e117.x)), vec4<bool>(false, true, false, false));
    let _e127 = select(_e122, (_e122.yyyy + -(_e36.wwww)), vec4<bool>(false, false, true, false));
    let _e132 = select(_e127, saturate((_e127.zzzz * _e87.xxxx)), vec4<bool>(false, false, true, false));
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e50.xxxx + _e56.xxxx), vec4<bool>(true, false, false, false));
    let _e140 = select(_e136, (_e136.xxxx + _e61.xxxx), vec4<bool>(true, false, false, false));
    let _e144 = select(_e140, (_e140.xxxx + _e67.xxxx), vec4<bool>(true, false, false, false));
    let _e148 = select(_e144, (_e144.xxxx * vec4<f32>(0f, 1f, 2f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    let _e159 = select(_e45, mix(_e45.yyyy, select(_e148, ((_e148.xxxx * _e36.xxxx) + _e36.yyyy), vec4<bool>(true, false, false, false)).xxxx, _e132.zzzz), vec4<bool>(false, true, false, false));
    let _e163 = consts[(_e11 + 0u)];
    let _e171 = consts[(_e11 + 1u)];
    let _e179 = consts[(_e11 + 2u)];
    let _e187 = consts[(_e11 + 3u)];
    let _e191 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e159, bitcast<vec4<f32>>(_e163))), vec4<bool>(true, false, false, false)), vec4(dot(_e159, bitcast<vec4<f32>>(_e171))), vec4<bool>(false, true, false, false)), vec4(dot(_e159, bitcast<vec4<f32>>(_e179))), vec4<bool>(false, false, true, false)), vec4(dot(_e159, bitcast<vec4<f32>>(_e187))), vec4<bool>(false, false, false, true));
    let _e195 = consts[(_e11 + 13u)];
    let _e208 = consts[(_e11 + 15u)];
    let _e214 = consts[(_e11 + 16u)];
    let _e227 = consts[(_e11 + 17u)];
    let _e236 = consts[(_e11 + 14u)];
    let _e237 = bitcast<vec4<f32>>(_e236);
    let _e241 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e132.yyyy + -(_e237.xxxx)), vec4<bool>(true, false, false, false));
    let _e253 = consts[(_e11 + 256u)];
    let _e258 = consts[(_e11 + 257u)];
    return Output(select(_e191, ((_e191 * bitcast<vec4<f32>>(_e258)) + (bitcast<vec4<f32>>(_e253) * _e191.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e36.zzzz), vec4<bool>(true, true, false, false)), (in1_.xyxy * bitcast<vec4<f32>>(_e227).xyxy), vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e100, vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), _e159, vec4<bool>(true, true, true, false)), select(_e241, saturate((_e241.xxxx * _e237.yyyy)), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)), select(((select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e100.xyz, -(bitcast<vec4<f32>>(_e195)).xyz))), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e208)) + bitcast<vec4<f32>>(_e214)), _e132.zzzz, vec4<bool>(false, false, false, true)), (_e7 >> 12u));
}
