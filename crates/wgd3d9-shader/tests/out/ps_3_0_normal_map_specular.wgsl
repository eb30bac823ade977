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

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e23 = textureSample(t0_, s0_, in0_.xy);
    if any(((_e23.wwww + -(vec4<f32>(0.33f, 48f, 3f, 0.5f).xxxx)) < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e31 = textureSample(t1_, s1_, in0_.xy);
    let _e36 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e38 = textureSample(t3_, s3_, in0_.xy);
    let _e43 = select(_e31, ((_e31 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e48 = select(_e36, ((_e36 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e55 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e43 + _e48), vec4<bool>(true, true, false, false)), (_e43.zzzz * _e48.zzzz), vec4<bool>(false, false, true, false));
    let _e58 = dot(_e55.xyz, _e55.xyz);
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e55 * vec4(inverseSqrt(_e58))), vec4<f32>(0f, 0f, 0f, 0f), (_e58 == 0f)), vec4<bool>(true, true, true, false));
    let _e68 = dot(_e17.xyz, _e17.xyz);
    let _e74 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e17 * vec4(inverseSqrt(_e68))), vec4<f32>(0f, 0f, 0f, 0f), (_e68 == 0f)), vec4<bool>(true, true, true, false));
    let _e77 = dot(_e19.xyz, _e19.xyz);
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e19 * vec4(inverseSqrt(_e77))), vec4<f32>(0f, 0f, 0f, 0f), (_e77 == 0f)), vec4<bool>(true, true, true, false));
    let _e89 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e65.xyz, _e74.xyz)), vec4<bool>(true, false, false, false));
    let _e97 = select(_e89, saturate(((_e89.xxxx * vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww) + vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww)), vec4<bool>(false, true, false, false));
    let _e103 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e74 + _e83), vec4<bool>(true, true, true, false));
    let _e106 = dot(_e103.xyz, _e103.xyz);
    let _e118 = select(select(_e97, (_e97.yyyy * _e97.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e65.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e103 * vec4(inverseSqrt(_e106))), vec4<f32>(0f, 0f, 0f, 0f), (_e106 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, false, true, false));
    let _e121 = abs(_e118.z);
    let _e134 = select(_e118, vec4(min(select(select(pow(_e121, vec4<f32>(0.33f, 48f, 3f, 0.5f).y), 340282350000000000000000000000000000000f, ((_e121 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).y < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e140 = select(_e134, select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, _e134.wwww, (_e134.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e146 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e65.xyz, _e83.xyz))), vec4<bool>(true, false, false, false));
    let _e151 = select(_e146, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e146.xxxx)), vec4<bool>(true, false, false, false));
    let _e154 = abs(_e151.x);
    let _e169 = consts[(constant_index + 2u)];
    let _e170 = bitcast<vec4<f32>>(_e169);
    let _e172 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e140.yyyy * _e170), vec4<bool>(true, true, true, false));
    let _e176 = consts[(constant_index + 3u)];
    let _e181 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e23 * select(_e172, (_e172 + bitcast<vec4<f32>>(_e176)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e183 = select(_e181, (_e181 * in8_), vec4<bool>(true, true, true, false));
    let _e189 = select(_e183, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e140.wwww * _e170), vec4<bool>(true, true, true, false)) * _e38) + _e183), vec4<bool>(true, true, true, false));
    let _e194 = consts[(constant_index + 4u)];
    let _e198 = select(_e189, ((select(_e151, vec4(min(select(select(pow(_e154, vec4<f32>(0.33f, 48f, 3f, 0.5f).z), 340282350000000000000000000000000000000f, ((_e154 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).z < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * bitcast<vec4<f32>>(_e194)) + _e189), vec4<bool>(true, true, true, false));
    let _e203 = consts[(constant_index + 5u)];
    let _e209 = select(_e198, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e38.wwww * bitcast<vec4<f32>>(_e203)), vec4<bool>(true, true, true, false)) * _e23) + _e198), vec4<bool>(true, true, true, false));
    let _e212 = dot(in3_.xyz, in3_.xyz);
    let _e218 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e212))), vec4<f32>(0f, 0f, 0f, 0f), (_e212 == 0f)), vec4<bool>(true, true, true, false));
    let _e226 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e218 + _e83), vec4<bool>(true, true, true, false));
    let _e229 = dot(_e226.xyz, _e226.xyz);
    let _e241 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e65.xyz, _e218.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e65.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e226 * vec4(inverseSqrt(_e229))), vec4<f32>(0f, 0f, 0f, 0f), (_e229 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e244 = abs(_e241.y);
    let _e254 = select(_e241, vec4(min(select(select(pow(_e244, vec4<f32>(0.33f, 48f, 3f, 0.5f).y), 340282350000000000000000000000000000000f, ((_e244 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).y < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e259 = consts[(constant_index + 6u)];
    let _e260 = bitcast<vec4<f32>>(_e259);
    let _e262 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e254.xxxx * _e260), vec4<bool>(true, true, true, false));
    let _e264 = select(_e262, (_e262 * _e23), vec4<bool>(true, true, true, false));
    let _e272 = select(_e209, (_e209 + select(_e264, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e254.zzzz * _e260), vec4<bool>(true, true, true, false)) * _e38) + _e264), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e276 = consts[(constant_index + 7u)];
    return Output(select(select(_e272, mix(_e272, bitcast<vec4<f32>>(_e276), in3_.wwww), vec4<bool>(true, true, true, false)), (_e23.wwww * in8_.wwww), vec4<bool>(false, false, false, true)));
}
