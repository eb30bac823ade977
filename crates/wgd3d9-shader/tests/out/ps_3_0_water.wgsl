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
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
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
    let _e83 = consts[(constant_index + 8u)];
    let _e84 = bitcast<vec4<f32>>(_e83);
    let _e88 = select(_e78, saturate((_e78.xxxx * _e84.xxxx)), vec4<bool>(true, false, false, false));
    let _e92 = consts[(constant_index + 6u)];
    let _e98 = consts[(constant_index + 5u)];
    let _e107 = dot(_e21.xyz, _e21.xyz);
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e21 * vec4(inverseSqrt(_e107))), vec4<f32>(0f, 0f, 0f, 0f), (_e107 == 0f)), vec4<bool>(true, true, true, false));
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e113.xyz, _e52.xyz))), vec4<bool>(true, false, false, false));
    let _e125 = select(_e119, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e119.xxxx)), vec4<bool>(false, true, false, false));
    let _e130 = select(_e125, (_e125.yyyy * _e125.yyyy), vec4<bool>(false, false, true, false));
    let _e134 = select(_e130, (_e130.zzzz * _e130.zzzz), vec4<bool>(false, false, true, false));
    let _e138 = select(_e134, (_e134.zzzz * _e134.yyyy), vec4<bool>(false, false, true, false));
    let _e144 = select(_e138, ((_e138.zzzz * vec4<f32>(0.02f, 0.98f, 0f, 0f).yyyy) + vec4<f32>(0.02f, 0.98f, 0f, 0f).xxxx), vec4<bool>(false, false, true, false));
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e70, select(vec4<f32>(0f, 0f, 0f, 0f), mix(bitcast<vec4<f32>>(_e98), bitcast<vec4<f32>>(_e92), _e88.xxxx), vec4<bool>(true, true, true, false)), _e88.xxxx), vec4<bool>(true, true, true, false)), _e68, _e144.zzzz), vec4<bool>(true, true, true, false));
    let _e152 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e113.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
    let _e165 = consts[(constant_index + 3u)];
    let _e172 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((_e52 * select(_e152, (_e152.xxxx + _e152.xxxx), vec4<bool>(true, false, false, false)).xxxx) + -(_e113)), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e165).xyz))), vec4<bool>(true, false, false, false));
    let _e175 = abs(_e172.x);
    let _e186 = select(_e172, vec4(min(select(select(pow(_e175, vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w), 340282350000000000000000000000000000000f, ((_e175 == 0f) && (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w < 0f))), 1f, (vec4<f32>(0.02f, 0.5f, 0.1f, 256f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false));
    let _e191 = consts[(constant_index + 4u)];
    let _e196 = select(_e147, (_e147 + select(_e186, (_e186.yyyy * bitcast<vec4<f32>>(_e191)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e199 = select(vec4<f32>(0f, 0f, 0f, 0f), (in0_ * _e84.zzzz), vec4<bool>(true, true, false, false));
    let _e206 = textureSample(t4_, s4_, select(_e199, ((_e52.xzzw * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e199), vec4<bool>(true, true, false, false)).xy);
    let _e211 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e88.xxxx)), vec4<bool>(true, false, false, false));
    let _e215 = select(_e211, (_e211.xxxx * _e211.xxxx), vec4<bool>(true, false, false, false));
    let _e219 = select(_e215, (_e215.xxxx * _e84.yyyy), vec4<bool>(true, false, false, false));
    let _e227 = select(_e196, mix(_e196, _e206, select(_e219, saturate((_e219.xxxx * _e206.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e240 = consts[(constant_index + 7u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e227, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e144.xxxx * _e88.xxxx), vec4<bool>(true, false, false, false)).xxxx * vec4<f32>(0.02f, 0.5f, 0.1f, 256f).zzzz) + _e227), vec4<bool>(true, true, true, false)), bitcast<vec4<f32>>(_e240), in3_.xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
