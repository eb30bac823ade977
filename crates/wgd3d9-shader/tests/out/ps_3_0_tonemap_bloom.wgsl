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
var t3_: texture_3d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e25 = textureSample(t0_, s0_, _e22.xy);
    let _e27 = textureSample(t1_, s1_, _e22.xy);
    let _e30 = consts.c[5];
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (_e22 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false)) * _e30.yyyy), vec4<bool>(true, true, false, false));
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e22 + _e37), vec4<bool>(true, true, false, false));
    let _e41 = textureSample(t0_, s0_, _e39.xy);
    let _e46 = textureSample(t0_, s0_, select(_e39, (_e22 + -(_e37)), vec4<bool>(true, true, false, false)).xy);
    let _e52 = select(select(_e25, _e41.xxxx, vec4<bool>(true, false, false, false)), _e46.zzzz, vec4<bool>(false, false, true, false));
    let _e60 = select(_e52, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e52 + -(_e27)), vec4<bool>(true, true, true, false)) * _e30.zzzz) + _e52), vec4<bool>(true, true, true, false));
    let _e61 = vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz;
    let _e64 = select(_e60, select(_e61, _e60, (_e60 >= _e61)), vec4<bool>(true, true, true, false));
    let _e68 = select(_e64, ((_e27 * _e30.xxxx) + _e64), vec4<bool>(true, true, true, false));
    let _e72 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx, vec4<bool>(true, true, false, false)).xy);
    let _e76 = select(_e72, (_e72.xxxx + vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e82 = select(_e76, vec4((1f / _e76.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e89 = select(_e68, (_e68 * select(_e82, (_e82.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).wwww), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e108 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, false, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, true, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).yyyy), vec4<bool>(false, false, true, false)), vec4((1f / vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).yyyy.x)), vec4<bool>(false, false, false, true));
    let _e112 = select(_e108, (_e108.wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, false, false, true));
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e89 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e112.xxxx), vec4<bool>(true, true, true, false));
    let _e121 = select(_e117, ((_e117 * _e89) + _e112.yyyy), vec4<bool>(true, true, true, false));
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e89 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, true, true, false));
    let _e130 = select(_e126, ((_e126 * _e89) + _e112.zzzz), vec4<bool>(true, true, true, false));
    let _e135 = select(_e130, vec4((1f / _e130.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e140 = select(_e135, vec4((1f / _e135.yyyy.x)), vec4<bool>(false, true, false, false));
    let _e150 = select(_e121, ((_e121 * select(_e140, vec4((1f / _e140.zzzz.x)), vec4<bool>(false, false, true, false))) + -(_e112.wwww)), vec4<bool>(true, true, true, false));
    let _e156 = select(vec4<f32>(0f, 0f, 0f, 0f), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e112.xxxx), vec4<bool>(true, false, false, false));
    let _e160 = select(_e156, (_e156.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(true, false, false, false));
    let _e170 = select(select(_e160, (_e160.xxxx + _e112.yyyy), vec4<bool>(true, false, false, false)), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(false, true, false, false));
    let _e174 = select(_e170, (_e170.yyyy * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(false, true, false, false));
    let _e178 = select(_e174, (_e174.yyyy + _e112.zzzz), vec4<bool>(false, true, false, false));
    let _e183 = select(_e178, vec4((1f / _e178.yyyy.x)), vec4<bool>(false, true, false, false));
    let _e190 = select(_e183, ((_e183.xxxx * _e183.yyyy) + -(_e112.wwww)), vec4<bool>(true, false, false, false));
    let _e199 = select(_e150, saturate((_e150 * select(_e190, vec4((1f / _e190.xxxx.x)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, true, true, false));
    let _e203 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e22 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false));
    let _e211 = select(_e203, vec4((dot(_e203.xy, _e203.xy) + vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz.x)), vec4<bool>(true, false, false, false));
    let _e216 = select(_e211, (_e211.xxxx * -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).wwww)), vec4<bool>(true, false, false, false));
    let _e224 = select(_e199, (_e199 * select(_e216, saturate((_e216.xxxx + vec4<f32>(0.5f, 1f, 0f, 0.9375f).yyyy)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e227 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e224 * vec4<f32>(0.5f, 1f, 0f, 0.9375f).wwww), vec4<bool>(true, true, true, false));
    let _e234 = textureSample(t3_, s3_, select(select(_e227, (_e227 + vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz, vec4<bool>(false, false, false, true)).xyz);
    let _e239 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f)) * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).zzzz), vec4<bool>(true, true, false, false)).xy);
    return Output(select(select(_e234, (_e234 + select(_e239, ((_e239 * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy) + -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), vec4(dot(_e224.xyz, vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).xyz)), vec4<bool>(false, false, false, true)));
}
