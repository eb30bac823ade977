struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
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
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e23 = textureSample(t0_, s0_, in0_.xy);
    let _e28 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e30 = select(_e23, (_e23 + _e28), vec4<bool>(true, true, true, false));
    let _e36 = select(_e30, ((_e30 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + -(vec4<f32>(2f, -1f, 0f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    let _e41 = select(_e36, (_e36 * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).yyyy), vec4<bool>(true, false, true, false)).xzyw;
    let _e44 = dot(_e41.xyz, _e41.xyz);
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e41 * vec4(inverseSqrt(_e44))), vec4<f32>(0f, 0f, 0f, 0f), (_e44 == 0f)), vec4<bool>(true, true, true, false));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(false, false, false, true));
    let _e61 = select(_e58, (in1_ * _e58.wwww), vec4<bool>(true, true, false, false));
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e51.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).xxxx) + _e61), vec4<bool>(true, true, false, false));
    let _e68 = textureSample(t1_, s1_, _e66.xy);
    let _e70 = textureSample(t2_, s2_, _e66.xy);
    let _e72 = textureSample(t3_, s3_, _e61.xy);
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e72.xxxx + -(in1_.zzzz)), vec4<bool>(true, false, false, false));
    let _e82 = consts.c[8];
    let _e86 = select(_e78, saturate((_e78.xxxx * _e82.xxxx)), vec4<bool>(true, false, false, false));
    let _e89 = consts.c[6];
    let _e93 = consts.c[5];
    let _e101 = dot(_e20.xyz, _e20.xyz);
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e20 * vec4(inverseSqrt(_e101))), vec4<f32>(0f, 0f, 0f, 0f), (_e101 == 0f)), vec4<bool>(true, true, true, false));
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e107.xyz, _e51.xyz))), vec4<bool>(true, false, false, false));
    let _e119 = select(_e113, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e113.xxxx)), vec4<bool>(false, true, false, false));
    let _e124 = select(_e119, (_e119.yyyy * _e119.yyyy), vec4<bool>(false, false, true, false));
    let _e128 = select(_e124, (_e124.zzzz * _e124.zzzz), vec4<bool>(false, false, true, false));
    let _e132 = select(_e128, (_e128.zzzz * _e128.yyyy), vec4<bool>(false, false, true, false));
    let _e138 = select(_e132, ((_e132.zzzz * vec4<f32>(0.02f, 0.98f, 0f, 0f).yyyy) + vec4<f32>(0.02f, 0.98f, 0f, 0f).xxxx), vec4<bool>(false, false, true, false));
    let _e141 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e70, select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e93, _e89, _e86.xxxx), vec4<bool>(true, true, true, false)), _e86.xxxx), vec4<bool>(true, true, true, false)), _e68, _e138.zzzz), vec4<bool>(true, true, true, false));
    let _e146 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e107.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
    let _e158 = consts.c[3];
    let _e164 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((_e51 * select(_e146, (_e146.xxxx + _e146.xxxx), vec4<bool>(true, false, false, false)).xxxx) + -(_e107)), vec4<bool>(true, true, true, false)).xyz, _e158.xyz))), vec4<bool>(true, false, false, false));
    let _e169 = abs(_e164.xxxx.x);
    let _e180 = select(_e164, vec4(min(select(select(pow(_e169, vec4<f32>(0.02f, 0.5f, 0.1f, 256f).wwww.x), 340282350000000000000000000000000000000f, ((_e169 == 0f) && (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).wwww.x < 0f))), 1f, (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    let _e184 = consts.c[4];
    let _e188 = select(_e141, (_e141 + select(_e180, (_e180.yyyy * _e184), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e191 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_ * _e82.zzzz), vec4<bool>(true, true, false, false));
    let _e198 = textureSample(t4_, s4_, select(_e191, ((_e51.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e191), vec4<bool>(true, true, false, false)).xy);
    let _e203 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e86.xxxx)), vec4<bool>(true, false, false, false));
    let _e207 = select(_e203, (_e203.xxxx * _e203.xxxx), vec4<bool>(true, false, false, false));
    let _e211 = select(_e207, (_e207.xxxx * _e82.yyyy), vec4<bool>(true, false, false, false));
    let _e219 = select(_e188, mix(_e188, _e198, select(_e211, saturate((_e211.xxxx * _e198.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e231 = consts.c[7];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e219, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e138.xxxx * _e86.xxxx), vec4<bool>(true, false, false, false)).xxxx * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e219), vec4<bool>(true, true, true, false)), _e231, in3_.xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
