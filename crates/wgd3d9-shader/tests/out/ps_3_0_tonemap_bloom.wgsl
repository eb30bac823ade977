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
var t3_: texture_3d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e26 = textureSample(t0_, s0_, _e23.xy);
    let _e28 = textureSample(t1_, s1_, _e23.xy);
    let _e30 = consts.c[5];
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (_e23 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false)) * _e30.yyyy), vec4<bool>(true, true, false, false));
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e23 + _e37), vec4<bool>(true, true, false, false));
    let _e41 = textureSample(t0_, s0_, _e39.xy);
    let _e46 = textureSample(t0_, s0_, select(_e39, (_e23 + -(_e37)), vec4<bool>(true, true, false, false)).xy);
    let _e52 = select(select(_e26, _e41.xxxx, vec4<bool>(true, false, false, false)), _e46.zzzz, vec4<bool>(false, false, true, false));
    let _e60 = select(_e52, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e52 + -(_e28)), vec4<bool>(true, true, true, false)) * _e30.zzzz) + _e52), vec4<bool>(true, true, true, false));
    let _e61 = vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz;
    let _e64 = select(_e60, select(_e61, _e60, (_e60 >= _e61)), vec4<bool>(true, true, true, false));
    let _e68 = select(_e64, ((_e28 * _e30.xxxx) + _e64), vec4<bool>(true, true, true, false));
    let _e72 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx, vec4<bool>(true, true, false, false)).xy);
    let _e76 = select(_e72, (_e72.xxxx + vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e81 = select(_e76, vec4((1f / _e76.x)), vec4<bool>(true, false, false, false));
    let _e88 = select(_e68, (_e68 * select(_e81, (_e81.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).wwww), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e106 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, false, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, true, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).yyyy), vec4<bool>(false, false, true, false)), vec4((1f / vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).y)), vec4<bool>(false, false, false, true));
    let _e110 = select(_e106, (_e106.wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, false, false, true));
    let _e115 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e88 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e110.xxxx), vec4<bool>(true, true, true, false));
    let _e119 = select(_e115, ((_e115 * _e88) + _e110.yyyy), vec4<bool>(true, true, true, false));
    let _e124 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e88 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, true, true, false));
    let _e128 = select(_e124, ((_e124 * _e88) + _e110.zzzz), vec4<bool>(true, true, true, false));
    let _e132 = select(_e128, vec4((1f / _e128.x)), vec4<bool>(true, false, false, false));
    let _e136 = select(_e132, vec4((1f / _e132.y)), vec4<bool>(false, true, false, false));
    let _e145 = select(_e119, ((_e119 * select(_e136, vec4((1f / _e136.z)), vec4<bool>(false, false, true, false))) + -(_e110.wwww)), vec4<bool>(true, true, true, false));
    let _e151 = select(vec4<f32>(0f, 0f, 0f, 0f), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e110.xxxx), vec4<bool>(true, false, false, false));
    let _e155 = select(_e151, (_e151.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(true, false, false, false));
    let _e165 = select(select(_e155, (_e155.xxxx + _e110.yyyy), vec4<bool>(true, false, false, false)), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(false, true, false, false));
    let _e169 = select(_e165, (_e165.yyyy * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(false, true, false, false));
    let _e173 = select(_e169, (_e169.yyyy + _e110.zzzz), vec4<bool>(false, true, false, false));
    let _e177 = select(_e173, vec4((1f / _e173.y)), vec4<bool>(false, true, false, false));
    let _e184 = select(_e177, ((_e177.xxxx * _e177.yyyy) + -(_e110.wwww)), vec4<bool>(true, false, false, false));
    let _e192 = select(_e145, saturate((_e145 * select(_e184, vec4((1f / _e184.x)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, true, true, false));
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e23 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false));
    let _e203 = select(_e196, vec4((dot(_e196.xy, _e196.xy) + vec4<f32>(0.5f, 1f, 0f, 0.9375f).z)), vec4<bool>(true, false, false, false));
    let _e208 = select(_e203, (_e203.xxxx * -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).wwww)), vec4<bool>(true, false, false, false));
    let _e216 = select(_e192, (_e192 * select(_e208, saturate((_e208.xxxx + vec4<f32>(0.5f, 1f, 0f, 0.9375f).yyyy)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e219 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e216 * vec4<f32>(0.5f, 1f, 0f, 0.9375f).wwww), vec4<bool>(true, true, true, false));
    let _e226 = textureSample(t3_, s3_, select(select(_e219, (_e219 + vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz, vec4<bool>(false, false, false, true)).xyz);
    let _e231 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f)) * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).zzzz), vec4<bool>(true, true, false, false)).xy);
    return Output(select(select(_e226, (_e226 + select(_e231, ((_e231 * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy) + -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), vec4(dot(_e216.xyz, vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).xyz)), vec4<bool>(false, false, false, true)));
}
