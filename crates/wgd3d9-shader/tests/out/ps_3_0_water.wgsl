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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e26 = textureSample(t0_, s0_, in0_.xy);
    let _e31 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e33 = select(_e26, (_e26 + _e31), vec4<bool>(true, true, true, false));
    let _e39 = select(_e33, ((_e33 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + -(vec4<f32>(2f, -1f, 0f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    let _e44 = select(_e39, (_e39 * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).yyyy), vec4<bool>(true, false, true, false)).xzyw;
    let _e47 = dot(_e44.xyz, _e44.xyz);
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e44 * vec4(inverseSqrt(_e47))), vec4<f32>(0f, 0f, 0f, 0f), (_e47 == 0f)), vec4<bool>(true, true, true, false));
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(false, false, false, true));
    let _e63 = select(_e60, (in1_ * _e60.wwww), vec4<bool>(true, true, false, false));
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e54.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).xxxx) + _e63), vec4<bool>(true, true, false, false));
    let _e70 = textureSample(t1_, s1_, _e68.xy);
    let _e72 = textureSample(t2_, s2_, _e68.xy);
    let _e74 = textureSample(t3_, s3_, _e63.xy);
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e74.xxxx + -(in1_.zzzz)), vec4<bool>(true, false, false, false));
    let _e85 = consts[(_e4 + 8u)];
    let _e86 = bitcast<vec4<f32>>(_e85);
    let _e90 = select(_e80, saturate((_e80.xxxx * _e86.xxxx)), vec4<bool>(true, false, false, false));
    let _e94 = consts[(_e4 + 6u)];
    let _e100 = consts[(_e4 + 5u)];
    let _e109 = dot(_e23.xyz, _e23.xyz);
    let _e115 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e23 * vec4(inverseSqrt(_e109))), vec4<f32>(0f, 0f, 0f, 0f), (_e109 == 0f)), vec4<bool>(true, true, true, false));
    let _e121 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e115.xyz, _e54.xyz))), vec4<bool>(true, false, false, false));
    let _e127 = select(_e121, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e121.xxxx)), vec4<bool>(false, true, false, false));
    let _e132 = select(_e127, (_e127.yyyy * _e127.yyyy), vec4<bool>(false, false, true, false));
    let _e136 = select(_e132, (_e132.zzzz * _e132.zzzz), vec4<bool>(false, false, true, false));
    let _e140 = select(_e136, (_e136.zzzz * _e136.yyyy), vec4<bool>(false, false, true, false));
    let _e146 = select(_e140, ((_e140.zzzz * vec4<f32>(0.02f, 0.98f, 0f, 0f).yyyy) + vec4<f32>(0.02f, 0.98f, 0f, 0f).xxxx), vec4<bool>(false, false, true, false));
    let _e149 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e72, select(vec4<f32>(0f, 0f, 0f, 0f), mix(bitcast<vec4<f32>>(_e100), bitcast<vec4<f32>>(_e94), _e90.xxxx), vec4<bool>(true, true, true, false)), _e90.xxxx), vec4<bool>(true, true, true, false)), _e70, _e146.zzzz), vec4<bool>(true, true, true, false));
    let _e154 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e115.xyz, _e54.xyz)), vec4<bool>(true, false, false, false));
    let _e167 = consts[(_e4 + 3u)];
    let _e174 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((_e54 * select(_e154, (_e154.xxxx + _e154.xxxx), vec4<bool>(true, false, false, false)).xxxx) + -(_e115)), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e167).xyz))), vec4<bool>(true, false, false, false));
    let _e177 = abs(_e174.x);
    let _e188 = select(_e174, vec4(min(select(select(pow(_e177, vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w), 340282350000000000000000000000000000000f, ((_e177 == 0f) && (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w < 0f))), 1f, (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    let _e193 = consts[(_e4 + 4u)];
    let _e198 = select(_e149, (_e149 + select(_e188, (_e188.yyyy * bitcast<vec4<f32>>(_e193)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e201 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_ * _e86.zzzz), vec4<bool>(true, true, false, false));
    let _e208 = textureSample(t4_, s4_, select(_e201, ((_e54.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e201), vec4<bool>(true, true, false, false)).xy);
    let _e213 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e90.xxxx)), vec4<bool>(true, false, false, false));
    let _e217 = select(_e213, (_e213.xxxx * _e213.xxxx), vec4<bool>(true, false, false, false));
    let _e221 = select(_e217, (_e217.xxxx * _e86.yyyy), vec4<bool>(true, false, false, false));
    let _e229 = select(_e198, mix(_e198, _e208, select(_e221, saturate((_e221.xxxx * _e208.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e242 = consts[(_e4 + 7u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e229, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e146.xxxx * _e90.xxxx), vec4<bool>(true, false, false, false)).xxxx * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e229), vec4<bool>(true, true, true, false)), bitcast<vec4<f32>>(_e242), in3_.xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
