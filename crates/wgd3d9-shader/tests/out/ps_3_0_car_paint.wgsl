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
var t2_: texture_cube<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e20 = textureSample(t0_, s0_, in0_.xy);
    let _e25 = textureSample(t1_, s1_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e38 = dot(_e16.xyz, _e16.xyz);
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e16 * vec4(inverseSqrt(_e38))), vec4<f32>(0f, 0f, 0f, 0f), (_e38 == 0f)), vec4<bool>(true, true, true, false));
    let _e48 = dot(_e18.xyz, _e18.xyz);
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e18 * vec4(inverseSqrt(_e48))), vec4<f32>(0f, 0f, 0f, 0f), (_e48 == 0f)), vec4<bool>(true, true, true, false));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e20, ((_e20 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)) * vec4<f32>(0.25f, 16f, 128f, 0.04f).xxxx) + _e45), vec4<bool>(true, true, true, false));
    let _e61 = dot(_e58.xyz, _e58.xyz);
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e58 * vec4(inverseSqrt(_e61))), vec4<f32>(0f, 0f, 0f, 0f), (_e61 == 0f)), vec4<bool>(true, true, true, false));
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e25, ((_e25 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)) * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).yyyy) + _e67), vec4<bool>(true, true, true, false));
    let _e74 = dot(_e71.xyz, _e71.xyz);
    let _e87 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e67.xyz, _e54.xyz))), vec4<bool>(true, false, false, false));
    let _e92 = select(_e87, (_e87.xxxx * _e87.xxxx), vec4<bool>(false, true, false, false));
    let _e96 = consts[(constant_index + 4u)];
    let _e102 = consts[(constant_index + 3u)];
    let _e109 = consts[(constant_index + 6u)];
    let _e110 = bitcast<vec4<f32>>(_e109);
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e54 + _e110), vec4<bool>(true, true, true, false));
    let _e115 = dot(_e112.xyz, _e112.xyz);
    let _e121 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e112 * vec4(inverseSqrt(_e115))), vec4<f32>(0f, 0f, 0f, 0f), (_e115 == 0f)), vec4<bool>(true, true, true, false));
    let _e127 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e67.xyz, _e121.xyz))), vec4<bool>(true, false, false, false));
    let _e130 = abs(_e127.x);
    let _e149 = select(select(_e127, vec4(min(select(select(pow(_e130, vec4<f32>(0.25f, 16f, 128f, 0.04f).y), 340282350000000000000000000000000000000f, ((_e130 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).y < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e71 * vec4(inverseSqrt(_e74))), vec4<f32>(0f, 0f, 0f, 0f), (_e74 == 0f)), vec4<bool>(true, true, true, false)).xyz, _e121.xyz))), vec4<bool>(false, false, true, false));
    let _e152 = abs(_e149.z);
    let _e163 = select(_e149, vec4(min(select(select(pow(_e152, vec4<f32>(0.25f, 16f, 128f, 0.04f).z), 340282350000000000000000000000000000000f, ((_e152 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).z < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e168 = consts[(constant_index + 5u)];
    let _e180 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), mix(bitcast<vec4<f32>>(_e96), bitcast<vec4<f32>>(_e102), _e92.yyyy), vec4<bool>(true, true, true, false)) * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e67.xyz, _e110.xyz))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e185 = consts[(constant_index + 7u)];
    let _e186 = bitcast<vec4<f32>>(_e185);
    let _e189 = select(_e180, ((_e163.yyyy * _e186) + _e180), vec4<bool>(true, true, true, false));
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e54.xyz, _e45.xyz)), vec4<bool>(true, false, false, false));
    let _e207 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e45 * select(_e196, (_e196.xxxx + _e196.xxxx), vec4<bool>(false, true, false, false)).yyyy) + -(_e54)), vec4<bool>(true, true, true, false)).xyz);
    let _e212 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e92.xxxx)), vec4<bool>(true, false, false, false));
    let _e216 = select(_e212, (_e212.xxxx * _e212.xxxx), vec4<bool>(false, true, false, false));
    let _e220 = select(_e216, (_e216.yyyy * _e216.yyyy), vec4<bool>(false, true, false, false));
    let _e224 = select(_e220, (_e220.yyyy * _e220.xxxx), vec4<bool>(false, true, false, false));
    let _e233 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e189, (_e189 + select(vec4<f32>(0f, 0f, 0f, 0f), (_e163.wwww * bitcast<vec4<f32>>(_e168)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), _e207, select(_e224, ((_e224.yyyy * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).xxxx) + vec4<f32>(0.96f, 0.5f, 0.04f, 0f).zzzz), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e239 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e45.xyz, _e121.xyz))), vec4<bool>(true, false, false, false));
    let _e242 = abs(_e239.x);
    return Output(select(select(_e233, ((select(_e239, vec4(min(select(select(pow(_e242, vec4<f32>(0.25f, 16f, 128f, 0.04f).z), 340282350000000000000000000000000000000f, ((_e242 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).z < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * _e186) + _e233), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
