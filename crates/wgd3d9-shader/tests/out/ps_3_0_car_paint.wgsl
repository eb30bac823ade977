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
var t2_: texture_cube<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
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
    let _e94 = consts.c[4];
    let _e97 = consts.c[3];
    let _e101 = consts.c[6];
    let _e103 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e54 + _e101), vec4<bool>(true, true, true, false));
    let _e106 = dot(_e103.xyz, _e103.xyz);
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e103 * vec4(inverseSqrt(_e106))), vec4<f32>(0f, 0f, 0f, 0f), (_e106 == 0f)), vec4<bool>(true, true, true, false));
    let _e118 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e67.xyz, _e112.xyz))), vec4<bool>(true, false, false, false));
    let _e121 = abs(_e118.x);
    let _e140 = select(select(_e118, vec4(min(select(select(pow(_e121, vec4<f32>(0.25f, 16f, 128f, 0.04f).y), 340282350000000000000000000000000000000f, ((_e121 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).y < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e71 * vec4(inverseSqrt(_e74))), vec4<f32>(0f, 0f, 0f, 0f), (_e74 == 0f)), vec4<bool>(true, true, true, false)).xyz, _e112.xyz))), vec4<bool>(false, false, true, false));
    let _e143 = abs(_e140.z);
    let _e154 = select(_e140, vec4(min(select(select(pow(_e143, vec4<f32>(0.25f, 16f, 128f, 0.04f).z), 340282350000000000000000000000000000000f, ((_e143 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).z < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e157 = consts.c[5];
    let _e168 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e94, _e97, _e92.yyyy), vec4<bool>(true, true, true, false)) * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e67.xyz, _e101.xyz))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e171 = consts.c[7];
    let _e174 = select(_e168, ((_e154.yyyy * _e171) + _e168), vec4<bool>(true, true, true, false));
    let _e181 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e54.xyz, _e45.xyz)), vec4<bool>(true, false, false, false));
    let _e192 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e45 * select(_e181, (_e181.xxxx + _e181.xxxx), vec4<bool>(false, true, false, false)).yyyy) + -(_e54)), vec4<bool>(true, true, true, false)).xyz);
    let _e197 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e92.xxxx)), vec4<bool>(true, false, false, false));
    let _e201 = select(_e197, (_e197.xxxx * _e197.xxxx), vec4<bool>(false, true, false, false));
    let _e205 = select(_e201, (_e201.yyyy * _e201.yyyy), vec4<bool>(false, true, false, false));
    let _e209 = select(_e205, (_e205.yyyy * _e205.xxxx), vec4<bool>(false, true, false, false));
    let _e218 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e174, (_e174 + select(vec4<f32>(0f, 0f, 0f, 0f), (_e154.wwww * _e157), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), _e192, select(_e209, ((_e209.yyyy * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).xxxx) + vec4<f32>(0.96f, 0.5f, 0.04f, 0f).zzzz), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e45.xyz, _e112.xyz))), vec4<bool>(true, false, false, false));
    let _e227 = abs(_e224.x);
    return Output(select(select(_e218, ((select(_e224, vec4(min(select(select(pow(_e227, vec4<f32>(0.25f, 16f, 128f, 0.04f).z), 340282350000000000000000000000000000000f, ((_e227 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).z < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * _e171) + _e218), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
