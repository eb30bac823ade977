struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
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
    let _e104 = consts[(_e4 + 3u)];
    let _e111 = consts[(_e4 + 6u)];
    let _e112 = bitcast<vec4<f32>>(_e111);
    let _e114 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e56 + _e112), vec4<bool>(true, true, true, false));
    let _e117 = dot(_e114.xyz, _e114.xyz);
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e114 * vec4(inverseSqrt(_e117))), vec4<f32>(0f, 0f, 0f, 0f), (_e117 == 0f)), vec4<bool>(true, true, true, false));
    let _e129 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e69.xyz, _e123.xyz))), vec4<bool>(true, false, false, false));
    let _e132 = abs(_e129.x);
    let _e151 = select(select(_e129, vec4(min(select(select(pow(_e132, vec4<f32>(0.25f, 16f, 128f, 0.04f).y), 340282350000000000000000000000000000000f, ((_e132 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).y < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), saturate(vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e73 * vec4(inverseSqrt(_e76))), vec4<f32>(0f, 0f, 0f, 0f), (_e76 == 0f)), vec4<bool>(true, true, true, false)).xyz, _e123.xyz))), vec4<bool>(false, false, true, false));
    let _e154 = abs(_e151.z);
    let _e165 = select(_e151, vec4(min(select(select(pow(_e154, vec4<f32>(0.25f, 16f, 128f, 0.04f).z), 340282350000000000000000000000000000000f, ((_e154 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).z < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e170 = consts[(_e4 + 5u)];
    let _e182 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), mix(bitcast<vec4<f32>>(_e98), bitcast<vec4<f32>>(_e104), _e94.yyyy), vec4<bool>(true, true, true, false)) * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e69.xyz, _e112.xyz))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e187 = consts[(_e4 + 7u)];
    let _e188 = bitcast<vec4<f32>>(_e187);
    let _e191 = select(_e182, ((_e165.yyyy * _e188) + _e182), vec4<bool>(true, true, true, false));
    let _e198 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e56.xyz, _e47.xyz)), vec4<bool>(true, false, false, false));
    let _e209 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e47 * select(_e198, (_e198.xxxx + _e198.xxxx), vec4<bool>(false, true, false, false)).yyyy) + -(_e56)), vec4<bool>(true, true, true, false)).xyz);
    let _e214 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e94.xxxx)), vec4<bool>(true, false, false, false));
    let _e218 = select(_e214, (_e214.xxxx * _e214.xxxx), vec4<bool>(false, true, false, false));
    let _e222 = select(_e218, (_e218.yyyy * _e218.yyyy), vec4<bool>(false, true, false, false));
    let _e226 = select(_e222, (_e222.yyyy * _e222.xxxx), vec4<bool>(false, true, false, false));
    let _e235 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e191, (_e191 + select(vec4<f32>(0f, 0f, 0f, 0f), (_e165.wwww * bitcast<vec4<f32>>(_e170)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), _e209, select(_e226, ((_e226.yyyy * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).xxxx) + vec4<f32>(0.96f, 0.5f, 0.04f, 0f).zzzz), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e241 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e47.xyz, _e123.xyz))), vec4<bool>(true, false, false, false));
    let _e244 = abs(_e241.x);
    return Output(select(select(_e235, ((select(_e241, vec4(min(select(select(pow(_e244, vec4<f32>(0.25f, 16f, 128f, 0.04f).z), 340282350000000000000000000000000000000f, ((_e244 == 0f) && (vec4<f32>(0.25f, 16f, 128f, 0.04f).z < 0f))), 1f, (vec4<f32>(0.25f, 16f, 128f, 0.04f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * _e188) + _e235), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
