struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(8) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;
@group(1) @binding(32) 
var t16_: texture_2d<f32>;
@group(1) @binding(33) 
var s16_: sampler;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e17 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).xxxx, vec4<bool>(false, false, true, true));
    let _e20 = textureSampleLevel(t16_, s16_, _e17.xy, _e17.w);
    let _e27 = consts[(_e4 + 10u)];
    let _e28 = bitcast<vec4<f32>>(_e27);
    let _e37 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, false, true, false)), ((_e20.xxxx * _e28.xxxx) + _e28.yyyy), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).yyyy, vec4<bool>(false, false, false, true));
    let _e39 = (_e17 + vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy);
    let _e42 = textureSampleLevel(t16_, s16_, _e39.xy, _e39.w);
    let _e45 = (_e17 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy));
    let _e48 = textureSampleLevel(t16_, s16_, _e45.xy, _e45.w);
    let _e50 = (_e17 + vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy);
    let _e53 = textureSampleLevel(t16_, s16_, _e50.xy, _e50.w);
    let _e56 = (_e17 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy));
    let _e59 = textureSampleLevel(t16_, s16_, _e56.xy, _e56.w);
    let _e71 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e48.xxxx + -(_e42.xxxx)), vec4<bool>(true, false, false, false)), (_e59.xxxx + -(_e53.xxxx)), vec4<bool>(false, false, true, false));
    let _e78 = consts[(_e4 + 11u)];
    let _e79 = bitcast<vec4<f32>>(_e78);
    let _e81 = select(select(_e71, (_e71 * _e28.xxxx), vec4<bool>(true, false, true, false)), _e79.yyyy, vec4<bool>(false, true, false, false));
    let _e84 = dot(_e81.xyz, _e81.xyz);
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e81 * vec4(inverseSqrt(_e84))), vec4<f32>(0f, 0f, 0f, 0f), (_e84 == 0f)), vec4<bool>(true, true, true, false));
    let _e96 = consts[(_e4 + 12u)];
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e37 + -(bitcast<vec4<f32>>(_e96))), vec4<bool>(true, true, true, false));
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e100, vec4(dot(_e100.xyz, _e100.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e115 = select(_e110, vec4((1f / _e110.x)), vec4<bool>(false, true, false, false));
    let _e120 = select(_e115, (_e115.yyyy + -(_e28.wwww)), vec4<bool>(false, false, true, false));
    let _e125 = select(_e120, saturate((_e120.zzzz * _e79.xxxx)), vec4<bool>(false, false, true, false));
    let _e129 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e42.xxxx + _e48.xxxx), vec4<bool>(true, false, false, false));
    let _e133 = select(_e129, (_e129.xxxx + _e53.xxxx), vec4<bool>(true, false, false, false));
    let _e137 = select(_e133, (_e133.xxxx + _e59.xxxx), vec4<bool>(true, false, false, false));
    let _e141 = select(_e137, (_e137.xxxx * vec4<f32>(0f, 1f, 2f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    let _e152 = select(_e37, mix(_e37.yyyy, select(_e141, ((_e141.xxxx * _e28.xxxx) + _e28.yyyy), vec4<bool>(true, false, false, false)).xxxx, _e125.zzzz), vec4<bool>(false, true, false, false));
    let _e156 = consts[(_e4 + 0u)];
    let _e164 = consts[(_e4 + 1u)];
    let _e172 = consts[(_e4 + 2u)];
    let _e180 = consts[(_e4 + 3u)];
    let _e184 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e152, bitcast<vec4<f32>>(_e156))), vec4<bool>(true, false, false, false)), vec4(dot(_e152, bitcast<vec4<f32>>(_e164))), vec4<bool>(false, true, false, false)), vec4(dot(_e152, bitcast<vec4<f32>>(_e172))), vec4<bool>(false, false, true, false)), vec4(dot(_e152, bitcast<vec4<f32>>(_e180))), vec4<bool>(false, false, false, true));
    let _e188 = consts[(_e4 + 13u)];
    let _e201 = consts[(_e4 + 15u)];
    let _e207 = consts[(_e4 + 16u)];
    let _e220 = consts[(_e4 + 17u)];
    let _e229 = consts[(_e4 + 14u)];
    let _e230 = bitcast<vec4<f32>>(_e229);
    let _e234 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e125.yyyy + -(_e230.xxxx)), vec4<bool>(true, false, false, false));
    let _e246 = consts[(_e4 + 256u)];
    let _e251 = consts[(_e4 + 257u)];
    return Output(select(_e184, ((_e184 * bitcast<vec4<f32>>(_e251)) + (bitcast<vec4<f32>>(_e246) * _e184.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e28.zzzz), vec4<bool>(true, true, false, false)), (in1_.xyxy * bitcast<vec4<f32>>(_e220).xyxy), vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e92, vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), _e152, vec4<bool>(true, true, true, false)), select(_e234, saturate((_e234.xxxx * _e230.yyyy)), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)), select(((select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e92.xyz, -(bitcast<vec4<f32>>(_e188)).xyz))), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e201)) + bitcast<vec4<f32>>(_e207)), _e125.zzzz, vec4<bool>(false, false, false, true)));
}
