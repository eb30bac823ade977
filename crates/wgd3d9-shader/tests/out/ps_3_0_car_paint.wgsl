struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
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
    let _e4 = imm.ps;
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    let _e27 = textureSample(t1_, s1_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e40 = dot(_e18.xyz, _e18.xyz);
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e18 * vec4(inverseSqrt(_e40))), vec4<f32>(0f, 0f, 0f, 0f), (_e40 == 0f)), vec4<bool>(true, true, true, false));
    let _e50 = dot(_e20.xyz, _e20.xyz);
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e20 * vec4(inverseSqrt(_e50))), vec4<f32>(0f, 0f, 0f, 0f), (_e50 == 0f)), vec4<bool>(true, true, true, false));
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e22, ((_e22 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)) * vec4<f32>(0.25f, 16f, 128f, 0.04f).xxxx) + _e47), vec4<bool>(true, true, true, false));
    let _e63 = dot(_e60.xyz, _e60.xyz);
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e60 * vec4(inverseSqrt(_e63))), vec4<f32>(0f, 0f, 0f, 0f), (_e63 == 0f)), vec4<bool>(true, true, true, false));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e27, ((_e27 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)) * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).yyyy) + _e69), vec4<bool>(true, true, true, false));
    let _e76 = dot(_e73.xyz, _e73.xyz);
    let _e89 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e69.xyz, _e56.xyz))), vec4<bool>(true, false, false, false));
    let _e94 = select(_e89, (_e89.xxxx * _e89.xxxx), vec4<bool>(false, true, false, false));
    let _e98 = consts[(_e4 + 4u)];
    let _e103 = consts[(_e4 + 3u)];
    let _e109 = consts[(_e4 + 6u)];
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e56 + _e109), vec4<bool>(true, true, true, false));
    let _e114 = dot(_e111.xyz, _e111.xyz);
    let _e120 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e111 * vec4(inverseSqrt(_e114))), vec4<f32>(0f, 0f, 0f, 0f), (_e114 == 0f)), vec4<bool>(true, true, true, false));
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e69.xyz, _e120.xyz))), vec4<bool>(true, false, false, false));
    let _e129 = abs(_e126.x);
    let _e148 = select(select(_e126, vec4(min(select(select(pow(_e129, vec4<f32>(0.25f, 16f, 128f, 0.04f).y), 340282350000000000000000000000000000000f, ((_e129 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).y < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e73 * vec4(inverseSqrt(_e76))), vec4<f32>(0f, 0f, 0f, 0f), (_e76 == 0f)), vec4<bool>(true, true, true, false)).xyz, _e120.xyz))), vec4<bool>(false, false, true, false));
    let _e151 = abs(_e148.z);
    let _e162 = select(_e148, vec4(min(select(select(pow(_e151, vec4<f32>(0.25f, 16f, 128f, 0.04f).z), 340282350000000000000000000000000000000f, ((_e151 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).z < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e167 = consts[(_e4 + 5u)];
    let _e178 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e98, _e103, _e94.yyyy), vec4<bool>(true, true, true, false)) * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e69.xyz, _e109.xyz))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e183 = consts[(_e4 + 7u)];
    let _e186 = select(_e178, ((_e162.yyyy * _e183) + _e178), vec4<bool>(true, true, true, false));
    let _e193 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e56.xyz, _e47.xyz)), vec4<bool>(true, false, false, false));
    let _e204 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e47 * select(_e193, (_e193.xxxx + _e193.xxxx), vec4<bool>(false, true, false, false)).yyyy) + -(_e56)), vec4<bool>(true, true, true, false)).xyz);
    let _e209 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e94.xxxx)), vec4<bool>(true, false, false, false));
    let _e213 = select(_e209, (_e209.xxxx * _e209.xxxx), vec4<bool>(false, true, false, false));
    let _e217 = select(_e213, (_e213.yyyy * _e213.yyyy), vec4<bool>(false, true, false, false));
    let _e221 = select(_e217, (_e217.yyyy * _e217.xxxx), vec4<bool>(false, true, false, false));
    let _e230 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e186, (_e186 + select(vec4<f32>(0f, 0f, 0f, 0f), (_e162.wwww * _e167), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), _e204, select(_e221, ((_e221.yyyy * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).xxxx) + vec4<f32>(0.96f, 0.5f, 0.04f, 0f).zzzz), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e236 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e47.xyz, _e120.xyz))), vec4<bool>(true, false, false, false));
    let _e239 = abs(_e236.x);
    return Output(select(select(_e230, ((select(_e236, vec4(min(select(select(pow(_e239, vec4<f32>(0.25f, 16f, 128f, 0.04f).z), 340282350000000000000000000000000000000f, ((_e239 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).z < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * _e183) + _e230), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
