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
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e27 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).xxxx, vec4<bool>(false, false, true, true));
    let _e30 = textureSampleLevel(t16_, s16_, _e27.xy, _e27.w);
    let _e37 = consts[(_e13 + 10u)];
    let _e38 = bitcast<vec4<f32>>(_e37);
    let _e47 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, false, true, false)), ((_e30.xxxx * _e38.xxxx) + _e38.yyyy), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).yyyy, vec4<bool>(false, false, false, true));
    let _e49 = (_e27 + vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy);
    let _e52 = textureSampleLevel(t16_, s16_, _e49.xy, _e49.w);
    let _e55 = (_e27 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy));
    let _e58 = textureSampleLevel(t16_, s16_, _e55.xy, _e55.w);
    let _e60 = (_e27 + vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy);
    let _e63 = textureSampleLevel(t16_, s16_, _e60.xy, _e60.w);
    let _e66 = (_e27 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy));
    let _e69 = textureSampleLevel(t16_, s16_, _e66.xy, _e66.w);
    let _e81 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e58.xxxx + -(_e52.xxxx)), vec4<bool>(true, false, false, false)), (_e69.xxxx + -(_e63.xxxx)), vec4<bool>(false, false, true, false));
    let _e88 = consts[(_e13 + 11u)];
    let _e89 = bitcast<vec4<f32>>(_e88);
    let _e91 = select(select(_e81, (_e81 * _e38.xxxx), vec4<bool>(true, false, true, false)), _e89.yyyy, vec4<bool>(false, true, false, false));
    let _e94 = dot(_e91.xyz, _e91.xyz);
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e91 * vec4(inverseSqrt(_e94))), vec4<f32>(0f, 0f, 0f, 0f), (_e94 == 0f)), vec4<bool>(true, true, true, false));
    let _e105 = consts[(_e13 + 12u)];
    let _e109 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e47 + -(bitcast<vec4<f32>>(_e105))), vec4<bool>(true, true, true, false));
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e109, vec4(dot(_e109.xyz, _e109.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e124 = select(_e119, vec4((1f / _e119.x)), vec4<bool>(false, true, false, false));
    let _e129 = select(_e124, (_e124.yyyy + -(_e38.wwww)), vec4<bool>(false, false, true, false));
    let _e134 = select(_e129, saturate((_e129.zzzz * _e89.xxxx)), vec4<bool>(false, false, true, false));
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e52.xxxx + _e58.xxxx), vec4<bool>(true, false, false, false));
    let _e142 = select(_e138, (_e138.xxxx + _e63.xxxx), vec4<bool>(true, false, false, false));
    let _e146 = select(_e142, (_e142.xxxx + _e69.xxxx), vec4<bool>(true, false, false, false));
    let _e150 = select(_e146, (_e146.xxxx * vec4<f32>(0f, 1f, 2f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    let _e161 = select(_e47, mix(_e47.yyyy, select(_e150, ((_e150.xxxx * _e38.xxxx) + _e38.yyyy), vec4<bool>(true, false, false, false)).xxxx, _e134.zzzz), vec4<bool>(false, true, false, false));
    let _e164 = consts[(_e13 + 0u)];
    let _e171 = consts[(_e13 + 1u)];
    let _e179 = consts[(_e13 + 2u)];
    let _e187 = consts[(_e13 + 3u)];
    let _e191 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e161, bitcast<vec4<f32>>(_e164))), vec4<bool>(true, false, false, false)), vec4(dot(_e161, bitcast<vec4<f32>>(_e171))), vec4<bool>(false, true, false, false)), vec4(dot(_e161, bitcast<vec4<f32>>(_e179))), vec4<bool>(false, false, true, false)), vec4(dot(_e161, bitcast<vec4<f32>>(_e187))), vec4<bool>(false, false, false, true));
    let _e195 = consts[(_e13 + 13u)];
    let _e208 = consts[(_e13 + 15u)];
    let _e214 = consts[(_e13 + 16u)];
    let _e227 = consts[(_e13 + 17u)];
    let _e236 = consts[(_e13 + 14u)];
    let _e237 = bitcast<vec4<f32>>(_e236);
    let _e241 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e134.yyyy + -(_e237.xxxx)), vec4<bool>(true, false, false, false));
    let _e253 = consts[(_e13 + 256u)];
    let _e258 = consts[(_e13 + 257u)];
    return Output(select(_e191, ((_e191 * bitcast<vec4<f32>>(_e258)) + (bitcast<vec4<f32>>(_e253) * _e191.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e38.zzzz), vec4<bool>(true, true, false, false)), (in1_.xyxy * bitcast<vec4<f32>>(_e227).xyxy), vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e102, vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), _e161, vec4<bool>(true, true, true, false)), select(_e241, saturate((_e241.xxxx * _e237.yyyy)), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)), select(((select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e102.xyz, -(bitcast<vec4<f32>>(_e195)).xyz))), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e208)) + bitcast<vec4<f32>>(_e214)), _e134.zzzz, vec4<bool>(false, false, false, true)), (_e9 >> 12u));
}
