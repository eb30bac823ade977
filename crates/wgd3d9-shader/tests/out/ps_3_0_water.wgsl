struct Constants {
    c: array<vec4<f32>, 232>,
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
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e24 = textureSample(t0_, s0_, in0_.xy);
    let _e29 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e31 = select(_e24, (_e24 + _e29), vec4<bool>(true, true, true, false));
    let _e37 = select(_e31, ((_e31 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + -(vec4<f32>(2f, -1f, 0f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    let _e42 = select(_e37, (_e37 * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).yyyy), vec4<bool>(true, false, true, false)).xzyw;
    let _e45 = dot(_e42.xyz, _e42.xyz);
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e42 * vec4(inverseSqrt(_e45))), vec4<f32>(0f, 0f, 0f, 0f), (_e45 == 0f)), vec4<bool>(true, true, true, false));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(false, false, false, true));
    let _e61 = select(_e58, (in1_ * _e58.wwww), vec4<bool>(true, true, false, false));
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e52.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).xxxx) + _e61), vec4<bool>(true, true, false, false));
    let _e68 = textureSample(t1_, s1_, _e66.xy);
    let _e70 = textureSample(t2_, s2_, _e66.xy);
    let _e72 = textureSample(t3_, s3_, _e61.xy);
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e72.xxxx + -(in1_.zzzz)), vec4<bool>(true, false, false, false));
    let _e81 = consts.c[8];
    let _e85 = select(_e78, saturate((_e78.xxxx * _e81.xxxx)), vec4<bool>(true, false, false, false));
    let _e87 = consts.c[6];
    let _e90 = consts.c[5];
    let _e98 = dot(_e21.xyz, _e21.xyz);
    let _e104 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e21 * vec4(inverseSqrt(_e98))), vec4<f32>(0f, 0f, 0f, 0f), (_e98 == 0f)), vec4<bool>(true, true, true, false));
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e104.xyz, _e52.xyz))), vec4<bool>(true, false, false, false));
    let _e116 = select(_e110, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e110.xxxx)), vec4<bool>(false, true, false, false));
    let _e121 = select(_e116, (_e116.yyyy * _e116.yyyy), vec4<bool>(false, false, true, false));
    let _e125 = select(_e121, (_e121.zzzz * _e121.zzzz), vec4<bool>(false, false, true, false));
    let _e129 = select(_e125, (_e125.zzzz * _e125.yyyy), vec4<bool>(false, false, true, false));
    let _e135 = select(_e129, ((_e129.zzzz * vec4<f32>(0.02f, 0.98f, 0f, 0f).yyyy) + vec4<f32>(0.02f, 0.98f, 0f, 0f).xxxx), vec4<bool>(false, false, true, false));
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e70, select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e90, _e87, _e85.xxxx), vec4<bool>(true, true, true, false)), _e85.xxxx), vec4<bool>(true, true, true, false)), _e68, _e135.zzzz), vec4<bool>(true, true, true, false));
    let _e143 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e104.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
    let _e154 = consts.c[3];
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((_e52 * select(_e143, (_e143.xxxx + _e143.xxxx), vec4<bool>(true, false, false, false)).xxxx) + -(_e104)), vec4<bool>(true, true, true, false)).xyz, _e154.xyz))), vec4<bool>(true, false, false, false));
    let _e163 = abs(_e160.x);
    let _e174 = select(_e160, vec4(min(select(select(pow(_e163, vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w), 340282350000000000000000000000000000000f, ((_e163 == 0f) && (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w < 0f))), 1f, (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    let _e177 = consts.c[4];
    let _e181 = select(_e138, (_e138 + select(_e174, (_e174.yyyy * _e177), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e184 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_ * _e81.zzzz), vec4<bool>(true, true, false, false));
    let _e191 = textureSample(t4_, s4_, select(_e184, ((_e52.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e184), vec4<bool>(true, true, false, false)).xy);
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e85.xxxx)), vec4<bool>(true, false, false, false));
    let _e200 = select(_e196, (_e196.xxxx * _e196.xxxx), vec4<bool>(true, false, false, false));
    let _e204 = select(_e200, (_e200.xxxx * _e81.yyyy), vec4<bool>(true, false, false, false));
    let _e212 = select(_e181, mix(_e181, _e191, select(_e204, saturate((_e204.xxxx * _e191.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e223 = consts.c[7];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e212, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e135.xxxx * _e85.xxxx), vec4<bool>(true, false, false, false)).xxxx * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e212), vec4<bool>(true, true, true, false)), _e223, in3_.xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
