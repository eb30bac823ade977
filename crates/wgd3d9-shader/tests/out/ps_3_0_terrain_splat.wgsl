struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;
@group(1) @binding(10) 
var t5_: texture_2d<f32>;
@group(1) @binding(11) 
var s5_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e26 = textureSample(t0_, s0_, in0_.xy);
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    let _e31 = textureSample(t1_, s1_, _e29.xy);
    let _e33 = textureSample(t2_, s2_, _e29.xy);
    let _e35 = textureSample(t3_, s3_, _e29.xy);
    let _e37 = textureSample(t4_, s4_, _e29.xy);
    let _e39 = textureSample(t5_, s5_, _e29.xy);
    let _e51 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e31.wwww, vec4<bool>(true, false, false, false)), _e33.wwww, vec4<bool>(false, true, false, false)), _e35.wwww, vec4<bool>(false, false, true, false)), _e37.wwww, vec4<bool>(false, false, false, true));
    let _e54 = ((_e51 * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx) + _e26);
    let _e55 = _e54.xxxx;
    let _e56 = _e54.yyyy;
    let _e60 = _e54.zzzz;
    let _e61 = _e54.wwww;
    let _e64 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e56, _e55, (_e55 >= _e56)), vec4<bool>(true, false, false, false)), select(_e61, _e60, (_e60 >= _e61)), vec4<bool>(false, true, false, false));
    let _e65 = _e64.xxxx;
    let _e66 = _e64.yyyy;
    let _e69 = select(_e64, select(_e66, _e65, (_e65 >= _e66)), vec4<bool>(true, false, false, false));
    let _e77 = (_e54 + -(select(_e69, (_e69.xxxx + -(vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx)), vec4<bool>(true, false, false, false)).xxxx));
    let _e78 = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    let _e82 = (select(_e78, _e77, (_e77 >= _e78)) * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).yyyy);
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e82, vec4<f32>(2f, -1f, 0f, 1f).wwww)), vec4<bool>(true, false, false, false));
    let _e90 = select(_e86, (_e86.xxxx + vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e97 = (_e82 * select(_e90, vec4((1f / _e90.x)), vec4<bool>(true, false, false, false)).xxxx);
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e31 * _e97.xxxx), vec4<bool>(true, true, true, false));
    let _e104 = select(_e100, ((_e33 * _e97.yyyy) + _e100), vec4<bool>(true, true, true, false));
    let _e108 = select(_e104, ((_e35 * _e97.zzzz) + _e104), vec4<bool>(true, true, true, false));
    let _e112 = select(_e108, ((_e37 * _e97.wwww) + _e108), vec4<bool>(true, true, true, false));
    let _e120 = dot(_e23.xyz, _e23.xyz);
    let _e127 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e23 * vec4(inverseSqrt(_e120))), vec4<f32>(0f, 0f, 0f, 0f), (_e120 == 0f)), vec4<bool>(true, true, true, false));
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e39, ((_e39 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)).xzyw * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).zzzz) + _e127), vec4<bool>(true, true, true, false));
    let _e135 = dot(_e132.xyz, _e132.xyz);
    let _e141 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e132 * vec4(inverseSqrt(_e135))), vec4<f32>(0f, 0f, 0f, 0f), (_e135 == 0f)), vec4<bool>(true, true, true, false));
    let _e145 = consts[(_e4 + 2u)];
    let _e146 = bitcast<vec4<f32>>(_e145);
    let _e157 = consts[(_e4 + 3u)];
    let _e158 = bitcast<vec4<f32>>(_e157);
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e141.xyz, _e146.xyz))), vec4<bool>(true, false, false, false)).xxxx * _e158), vec4<bool>(true, true, true, false));
    let _e164 = consts[(_e4 + 4u)];
    let _e169 = select(_e112, (_e112 * select(_e160, (_e160 + bitcast<vec4<f32>>(_e164)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e173 = consts[(_e4 + 6u)];
    let _e177 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e173) + -(in2_)), vec4<bool>(true, true, true, false));
    let _e180 = dot(_e177.xyz, _e177.xyz);
    let _e188 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), select((_e177 * vec4(inverseSqrt(_e180))), vec4<f32>(0f, 0f, 0f, 0f), (_e180 == 0f)), vec4<bool>(true, true, true, false)) + _e146), vec4<bool>(true, true, true, false));
    let _e191 = dot(_e188.xyz, _e188.xyz);
    let _e203 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e141.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e188 * vec4(inverseSqrt(_e191))), vec4<f32>(0f, 0f, 0f, 0f), (_e191 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(true, false, false, false));
    let _e208 = consts[(_e4 + 8u)];
    let _e211 = abs(_e203.x);
    let _e225 = select(select(_e203, vec4(min(select(select(pow(_e211, bitcast<vec4<f32>>(_e208).x), 340282350000000000000000000000000000000f, ((_e211 == 0f) && (bitcast<vec4<f32>>(_e208).x < 0f))), 1f, (bitcast<vec4<f32>>(_e208).x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), vec4(dot(_e97, _e51)), vec4<bool>(false, false, true, false));
    let _e233 = select(_e169, ((select(_e225, (_e225.yyyy * _e225.zzzz), vec4<bool>(false, true, false, false)).yyyy * _e158) + _e169), vec4<bool>(true, true, true, false));
    let _e239 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e127.yyyy))), vec4<bool>(true, false, false, false));
    let _e247 = consts[(_e4 + 7u)];
    let _e248 = bitcast<vec4<f32>>(_e247);
    let _e257 = consts[(_e4 + 5u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e233, mix(_e233, select(_e248, (_e248 * _e233), vec4<bool>(true, true, true, false)), select(_e239, (_e239.xxxx * _e239.xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)), bitcast<vec4<f32>>(_e257), in2_.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
