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
var t2_: texture_cube<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    let _e24 = textureSample(t1_, s1_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e37 = dot(_e15.xyz, _e15.xyz);
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e15 * vec4(inverseSqrt(_e37))), vec4<f32>(0f, 0f, 0f, 0f), (_e37 == 0f)), vec4<bool>(true, true, true, false));
    let _e47 = dot(_e17.xyz, _e17.xyz);
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e17 * vec4(inverseSqrt(_e47))), vec4<f32>(0f, 0f, 0f, 0f), (_e47 == 0f)), vec4<bool>(true, true, true, false));
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e19, ((_e19 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)) * vec4<f32>(0.25f, 16f, 128f, 0.04f).xxxx) + _e44), vec4<bool>(true, true, true, false));
    let _e60 = dot(_e57.xyz, _e57.xyz);
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e57 * vec4(inverseSqrt(_e60))), vec4<f32>(0f, 0f, 0f, 0f), (_e60 == 0f)), vec4<bool>(true, true, true, false));
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e24, ((_e24 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)) * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).yyyy) + _e66), vec4<bool>(true, true, true, false));
    let _e73 = dot(_e70.xyz, _e70.xyz);
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e66.xyz, _e53.xyz))), vec4<bool>(true, false, false, false));
    let _e91 = select(_e86, (_e86.xxxx * _e86.xxxx), vec4<bool>(false, true, false, false));
    let _e94 = consts.c[4];
    let _e98 = consts.c[3];
    let _e103 = consts.c[6];
    let _e105 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e53 + _e103), vec4<bool>(true, true, true, false));
    let _e108 = dot(_e105.xyz, _e105.xyz);
    let _e114 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e105 * vec4(inverseSqrt(_e108))), vec4<f32>(0f, 0f, 0f, 0f), (_e108 == 0f)), vec4<bool>(true, true, true, false));
    let _e120 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e66.xyz, _e114.xyz))), vec4<bool>(true, false, false, false));
    let _e125 = abs(_e120.xxxx.x);
    let _e144 = select(select(_e120, vec4(min(select(select(pow(_e125, vec4<f32>(0.25f, 16f, 128f, 0.04f).yyyy.x), 340282350000000000000000000000000000000f, ((_e125 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).yyyy.x < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).yyyy.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e70 * vec4(inverseSqrt(_e73))), vec4<f32>(0f, 0f, 0f, 0f), (_e73 == 0f)), vec4<bool>(true, true, true, false)).xyz, _e114.xyz))), vec4<bool>(false, false, true, false));
    let _e149 = abs(_e144.zzzz.x);
    let _e160 = select(_e144, vec4(min(select(select(pow(_e149, vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x), 340282350000000000000000000000000000000f, ((_e149 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e164 = consts.c[5];
    let _e175 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e94, _e98, _e91.yyyy), vec4<bool>(true, true, true, false)) * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e66.xyz, _e103.xyz))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e179 = consts.c[7];
    let _e182 = select(_e175, ((_e160.yyyy * _e179) + _e175), vec4<bool>(true, true, true, false));
    let _e189 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e53.xyz, _e44.xyz)), vec4<bool>(true, false, false, false));
    let _e200 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e44 * select(_e189, (_e189.xxxx + _e189.xxxx), vec4<bool>(false, true, false, false)).yyyy) + -(_e53)), vec4<bool>(true, true, true, false)).xyz);
    let _e205 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e91.xxxx)), vec4<bool>(true, false, false, false));
    let _e209 = select(_e205, (_e205.xxxx * _e205.xxxx), vec4<bool>(false, true, false, false));
    let _e213 = select(_e209, (_e209.yyyy * _e209.yyyy), vec4<bool>(false, true, false, false));
    let _e217 = select(_e213, (_e213.yyyy * _e213.xxxx), vec4<bool>(false, true, false, false));
    let _e226 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e182, (_e182 + select(vec4<f32>(0f, 0f, 0f, 0f), (_e160.wwww * _e164), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), _e200, select(_e217, ((_e217.yyyy * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).xxxx) + vec4<f32>(0.96f, 0.5f, 0.04f, 0f).zzzz), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e232 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e44.xyz, _e114.xyz))), vec4<bool>(true, false, false, false));
    let _e237 = abs(_e232.xxxx.x);
    return Output(select(select(_e226, ((select(_e232, vec4(min(select(select(pow(_e237, vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x), 340282350000000000000000000000000000000f, ((_e237 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * _e179) + _e226), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
