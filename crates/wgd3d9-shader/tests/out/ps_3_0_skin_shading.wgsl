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
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e24 = textureSample(t0_, s0_, _e17.xy);
    let _e26 = textureSample(t1_, s1_, _e17.xy);
    let _e28 = textureSample(t2_, s2_, _e17.xy);
    let _e33 = select(_e26, ((_e26 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e36 = dot(_e33.xyz, _e33.xyz);
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e33 * vec4(inverseSqrt(_e36))), vec4<f32>(0f, 0f, 0f, 0f), (_e36 == 0f)), vec4<bool>(true, true, true, false));
    let _e46 = dot(_e20.xyz, _e20.xyz);
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e20 * vec4(inverseSqrt(_e46))), vec4<f32>(0f, 0f, 0f, 0f), (_e46 == 0f)), vec4<bool>(true, true, true, false));
    let _e55 = dot(_e22.xyz, _e22.xyz);
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e22 * vec4(inverseSqrt(_e55))), vec4<f32>(0f, 0f, 0f, 0f), (_e55 == 0f)), vec4<bool>(true, true, true, false));
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e43.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
    let _e72 = select(_e67, (_e67.xxxx + vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).xxxx), vec4<bool>(false, true, false, false));
    let _e77 = select(_e72, saturate((_e72.yyyy * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).yyyy)), vec4<bool>(false, true, false, false));
    let _e81 = select(_e77, saturate(_e77.xxxx), vec4<bool>(false, false, true, false));
    let _e87 = select(_e81, (_e81.yyyy + -(_e81.zzzz)), vec4<bool>(false, false, false, true));
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e87.wwww * vec4<f32>(1f, 0.3f, 0.2f, 0f)), vec4<bool>(true, true, true, false));
    let _e93 = select(_e90, (_e90 + _e87.zzzz), vec4<bool>(true, true, true, false));
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(-(_e52).xyz, _e61.xyz))), vec4<bool>(true, false, false, false));
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e52 + _e61), vec4<bool>(true, true, true, false));
    let _e113 = dot(_e110.xyz, _e110.xyz);
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e110 * vec4(inverseSqrt(_e113))), vec4<f32>(0f, 0f, 0f, 0f), (_e113 == 0f)), vec4<bool>(true, true, true, false));
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e43.xyz, _e119.xyz))), vec4<bool>(true, false, false, false));
    let _e129 = select(_e125, (_e125.xxxx * _e125.xxxx), vec4<bool>(false, true, false, false));
    let _e134 = select(_e129, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e129.yyyy)), vec4<bool>(false, false, true, false));
    let _e139 = select(_e134, vec4((1f / _e134.y)), vec4<bool>(false, false, false, true));
    let _e143 = select(_e139, (_e139.zzzz * _e139.wwww), vec4<bool>(false, false, true, false));
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e28.zzzz * _e28.zzzz), vec4<bool>(true, false, false, false));
    let _e151 = select(_e147, vec4((1f / _e147.x)), vec4<bool>(false, true, false, false));
    let _e156 = select(_e143, (_e143.zzzz * -(_e151.yyyy)), vec4<bool>(false, false, true, false));
    let _e160 = select(_e156, (_e156.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).zzzz), vec4<bool>(false, false, true, false));
    let _e164 = select(_e160, vec4(exp2(_e160.z)), vec4<bool>(false, false, true, false));
    let _e168 = select(_e164, (_e164.wwww * _e164.wwww), vec4<bool>(false, false, false, true));
    let _e172 = select(_e168, (_e168.zzzz * _e168.wwww), vec4<bool>(false, false, true, false));
    let _e176 = select(_e172, (_e172.zzzz * _e151.yyyy), vec4<bool>(false, false, true, false));
    let _e182 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e119.xyz, _e61.xyz))), vec4<bool>(true, false, false, false));
    let _e187 = select(_e182, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e182.xxxx)), vec4<bool>(true, false, false, false));
    let _e191 = select(_e187, (_e187.xxxx * _e187.xxxx), vec4<bool>(false, true, false, false));
    let _e195 = select(_e191, (_e191.yyyy * _e191.yyyy), vec4<bool>(false, true, false, false));
    let _e199 = select(_e195, (_e195.yyyy * _e195.xxxx), vec4<bool>(false, true, false, false));
    let _e204 = select(_e199, mix(_e28.xxxx, vec4<f32>(2f, -1f, 0f, 1f).wwww, _e199.yyyy), vec4<bool>(false, false, true, false));
    let _e212 = select(_e176, (_e176.zzzz * select(_e204, (_e204.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).wwww), vec4<bool>(false, false, true, false)).zzzz), vec4<bool>(false, false, true, false));
    let _e221 = consts[(_e4 + 3u)];
    let _e222 = bitcast<vec4<f32>>(_e221);
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e93, ((select(_e100, (_e100.xxxx * _e28.yyyy), vec4<bool>(true, false, false, false)).xxxx * vec4<f32>(1f, 0.3f, 0.2f, 0f)) + _e93), vec4<bool>(true, true, true, false)) * _e222), vec4<bool>(true, true, true, false));
    let _e228 = consts[(_e4 + 4u)];
    let _e233 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e24 * select(_e224, (_e224 + bitcast<vec4<f32>>(_e228)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e236 = select(_e233, (_e233 * _e28.xxxx), vec4<bool>(true, true, true, false));
    return Output(select(select(_e236, ((select(_e212, saturate((_e212.zzzz * _e87.zzzz)), vec4<bool>(false, false, true, false)).zzzz * _e222) + _e236), vec4<bool>(true, true, true, false)), _e24.wwww, vec4<bool>(false, false, false, true)));
}
