struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
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
    let _e89 = select(_e80, saturate((_e80.xxxx * _e85.xxxx)), vec4<bool>(true, false, false, false));
    let _e93 = consts[(_e4 + 6u)];
    let _e98 = consts[(_e4 + 5u)];
    let _e106 = dot(_e23.xyz, _e23.xyz);
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e23 * vec4(inverseSqrt(_e106))), vec4<f32>(0f, 0f, 0f, 0f), (_e106 == 0f)), vec4<bool>(true, true, true, false));
    let _e118 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e112.xyz, _e54.xyz))), vec4<bool>(true, false, false, false));
    let _e124 = select(_e118, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e118.xxxx)), vec4<bool>(false, true, false, false));
    let _e129 = select(_e124, (_e124.yyyy * _e124.yyyy), vec4<bool>(false, false, true, false));
    let _e133 = select(_e129, (_e129.zzzz * _e129.zzzz), vec4<bool>(false, false, true, false));
    let _e137 = select(_e133, (_e133.zzzz * _e133.yyyy), vec4<bool>(false, false, true, false));
    let _e143 = select(_e137, ((_e137.zzzz * vec4<f32>(0.02f, 0.98f, 0f, 0f).yyyy) + vec4<f32>(0.02f, 0.98f, 0f, 0f).xxxx), vec4<bool>(false, false, true, false));
    let _e146 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e72, select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e98, _e93, _e89.xxxx), vec4<bool>(true, true, true, false)), _e89.xxxx), vec4<bool>(true, true, true, false)), _e70, _e143.zzzz), vec4<bool>(true, true, true, false));
    let _e151 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e112.xyz, _e54.xyz)), vec4<bool>(true, false, false, false));
    let _e164 = consts[(_e4 + 3u)];
    let _e170 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((_e54 * select(_e151, (_e151.xxxx + _e151.xxxx), vec4<bool>(true, false, false, false)).xxxx) + -(_e112)), vec4<bool>(true, true, true, false)).xyz, _e164.xyz))), vec4<bool>(true, false, false, false));
    let _e173 = abs(_e170.x);
    let _e184 = select(_e170, vec4(min(select(select(pow(_e173, vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w), 340282350000000000000000000000000000000f, ((_e173 == 0f) && (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w < 0f))), 1f, (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    let _e189 = consts[(_e4 + 4u)];
    let _e193 = select(_e146, (_e146 + select(_e184, (_e184.yyyy * _e189), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_ * _e85.zzzz), vec4<bool>(true, true, false, false));
    let _e203 = textureSample(t4_, s4_, select(_e196, ((_e54.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e196), vec4<bool>(true, true, false, false)).xy);
    let _e208 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e89.xxxx)), vec4<bool>(true, false, false, false));
    let _e212 = select(_e208, (_e208.xxxx * _e208.xxxx), vec4<bool>(true, false, false, false));
    let _e216 = select(_e212, (_e212.xxxx * _e85.yyyy), vec4<bool>(true, false, false, false));
    let _e224 = select(_e193, mix(_e193, _e203, select(_e216, saturate((_e216.xxxx * _e203.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e237 = consts[(_e4 + 7u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e224, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e143.xxxx * _e89.xxxx), vec4<bool>(true, false, false, false)).xxxx * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e224), vec4<bool>(true, true, true, false)), _e237, in3_.xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
