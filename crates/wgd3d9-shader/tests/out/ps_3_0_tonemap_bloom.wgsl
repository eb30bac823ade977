struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
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
fn main(@location(24) @interpolate(flat) constant_index: u32, @builtin(position) frag_coord: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e26 = textureSample(t0_, s0_, _e23.xy);
    let _e28 = textureSample(t1_, s1_, _e23.xy);
    let _e32 = consts[(constant_index + 5u)];
    let _e33 = bitcast<vec4<f32>>(_e32);
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (_e23 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false)) * _e33.yyyy), vec4<bool>(true, true, false, false));
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e23 + _e40), vec4<bool>(true, true, false, false));
    let _e44 = textureSample(t0_, s0_, _e42.xy);
    let _e49 = textureSample(t0_, s0_, select(_e42, (_e23 + -(_e40)), vec4<bool>(true, true, false, false)).xy);
    let _e55 = select(select(_e26, _e44.xxxx, vec4<bool>(true, false, false, false)), _e49.zzzz, vec4<bool>(false, false, true, false));
    let _e63 = select(_e55, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e55 + -(_e28)), vec4<bool>(true, true, true, false)) * _e33.zzzz) + _e55), vec4<bool>(true, true, true, false));
    let _e64 = vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz;
    let _e67 = select(_e63, select(_e64, _e63, (_e63 >= _e64)), vec4<bool>(true, true, true, false));
    let _e71 = select(_e67, ((_e28 * _e33.xxxx) + _e67), vec4<bool>(true, true, true, false));
    let _e75 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx, vec4<bool>(true, true, false, false)).xy);
    let _e79 = select(_e75, (_e75.xxxx + vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e84 = select(_e79, vec4((1f / _e79.x)), vec4<bool>(true, false, false, false));
    let _e91 = select(_e71, (_e71 * select(_e84, (_e84.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).wwww), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e109 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, false, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, true, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).yyyy), vec4<bool>(false, false, true, false)), vec4((1f / vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).y)), vec4<bool>(false, false, false, true));
    let _e113 = select(_e109, (_e109.wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, false, false, true));
    let _e118 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e91 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e113.xxxx), vec4<bool>(true, true, true, false));
    let _e122 = select(_e118, ((_e118 * _e91) + _e113.yyyy), vec4<bool>(true, true, true, false));
    let _e127 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e91 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, true, true, false));
    let _e131 = select(_e127, ((_e127 * _e91) + _e113.zzzz), vec4<bool>(true, true, true, false));
    let _e135 = select(_e131, vec4((1f / _e131.x)), vec4<bool>(true, false, false, false));
    let _e139 = select(_e135, vec4((1f / _e135.y)), vec4<bool>(false, true, false, false));
    let _e148 = select(_e122, ((_e122 * select(_e139, vec4((1f / _e139.z)), vec4<bool>(false, false, true, false))) + -(_e113.wwww)), vec4<bool>(true, true, true, false));
    let _e154 = select(vec4<f32>(0f, 0f, 0f, 0f), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e113.xxxx), vec4<bool>(true, false, false, false));
    let _e158 = select(_e154, (_e154.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(true, false, false, false));
    let _e168 = select(select(_e158, (_e158.xxxx + _e113.yyyy), vec4<bool>(true, false, false, false)), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(false, true, false, false));
    let _e172 = select(_e168, (_e168.yyyy * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(false, true, false, false));
    let _e176 = select(_e172, (_e172.yyyy + _e113.zzzz), vec4<bool>(false, true, false, false));
    let _e180 = select(_e176, vec4((1f / _e176.y)), vec4<bool>(false, true, false, false));
    let _e187 = select(_e180, ((_e180.xxxx * _e180.yyyy) + -(_e113.wwww)), vec4<bool>(true, false, false, false));
    let _e195 = select(_e148, saturate((_e148 * select(_e187, vec4((1f / _e187.x)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, true, true, false));
    let _e199 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e23 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false));
    let _e206 = select(_e199, vec4((dot(_e199.xy, _e199.xy) + vec4<f32>(0.5f, 1f, 0f, 0.9375f).z)), vec4<bool>(true, false, false, false));
    let _e211 = select(_e206, (_e206.xxxx * -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).wwww)), vec4<bool>(true, false, false, false));
    let _e219 = select(_e195, (_e195 * select(_e211, saturate((_e211.xxxx + vec4<f32>(0.5f, 1f, 0f, 0.9375f).yyyy)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e219 * vec4<f32>(0.5f, 1f, 0f, 0.9375f).wwww), vec4<bool>(true, true, true, false));
    let _e229 = textureSample(t3_, s3_, select(select(_e222, (_e222 + vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz, vec4<bool>(false, false, false, true)).xyz);
    let _e234 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f)) * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).zzzz), vec4<bool>(true, true, false, false)).xy);
    return Output(select(select(_e229, (_e229 + select(_e234, ((_e234 * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy) + -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), vec4(dot(_e219.xyz, vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).xyz)), vec4<bool>(false, false, false, true)));
}
