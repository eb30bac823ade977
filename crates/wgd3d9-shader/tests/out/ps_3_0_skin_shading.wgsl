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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e21 = textureSample(t0_, s0_, _e14.xy);
    let _e23 = textureSample(t1_, s1_, _e14.xy);
    let _e25 = textureSample(t2_, s2_, _e14.xy);
    let _e30 = select(_e23, ((_e23 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e33 = dot(_e30.xyz, _e30.xyz);
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e30 * vec4(inverseSqrt(_e33))), vec4<f32>(0f, 0f, 0f, 0f), (_e33 == 0f)), vec4<bool>(true, true, true, false));
    let _e43 = dot(_e17.xyz, _e17.xyz);
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e17 * vec4(inverseSqrt(_e43))), vec4<f32>(0f, 0f, 0f, 0f), (_e43 == 0f)), vec4<bool>(true, true, true, false));
    let _e52 = dot(_e19.xyz, _e19.xyz);
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e19 * vec4(inverseSqrt(_e52))), vec4<f32>(0f, 0f, 0f, 0f), (_e52 == 0f)), vec4<bool>(true, true, true, false));
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e40.xyz, _e49.xyz)), vec4<bool>(true, false, false, false));
    let _e69 = select(_e64, (_e64.xxxx + vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).xxxx), vec4<bool>(false, true, false, false));
    let _e74 = select(_e69, saturate((_e69.yyyy * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).yyyy)), vec4<bool>(false, true, false, false));
    let _e78 = select(_e74, saturate(_e74.xxxx), vec4<bool>(false, false, true, false));
    let _e84 = select(_e78, (_e78.yyyy + -(_e78.zzzz)), vec4<bool>(false, false, false, true));
    let _e87 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e84.wwww * vec4<f32>(1f, 0.3f, 0.2f, 0f)), vec4<bool>(true, true, true, false));
    let _e90 = select(_e87, (_e87 + _e84.zzzz), vec4<bool>(true, true, true, false));
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(-(_e49).xyz, _e58.xyz))), vec4<bool>(true, false, false, false));
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e49 + _e58), vec4<bool>(true, true, true, false));
    let _e110 = dot(_e107.xyz, _e107.xyz);
    let _e116 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e107 * vec4(inverseSqrt(_e110))), vec4<f32>(0f, 0f, 0f, 0f), (_e110 == 0f)), vec4<bool>(true, true, true, false));
    let _e122 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e40.xyz, _e116.xyz))), vec4<bool>(true, false, false, false));
    let _e126 = select(_e122, (_e122.xxxx * _e122.xxxx), vec4<bool>(false, true, false, false));
    let _e131 = select(_e126, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e126.yyyy)), vec4<bool>(false, false, true, false));
    let _e137 = select(_e131, vec4((1f / _e131.yyyy.x)), vec4<bool>(false, false, false, true));
    let _e141 = select(_e137, (_e137.zzzz * _e137.wwww), vec4<bool>(false, false, true, false));
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e25.zzzz * _e25.zzzz), vec4<bool>(true, false, false, false));
    let _e150 = select(_e145, vec4((1f / _e145.xxxx.x)), vec4<bool>(false, true, false, false));
    let _e155 = select(_e141, (_e141.zzzz * -(_e150.yyyy)), vec4<bool>(false, false, true, false));
    let _e159 = select(_e155, (_e155.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).zzzz), vec4<bool>(false, false, true, false));
    let _e164 = select(_e159, vec4(exp2(_e159.zzzz.x)), vec4<bool>(false, false, true, false));
    let _e168 = select(_e164, (_e164.wwww * _e164.wwww), vec4<bool>(false, false, false, true));
    let _e172 = select(_e168, (_e168.zzzz * _e168.wwww), vec4<bool>(false, false, true, false));
    let _e176 = select(_e172, (_e172.zzzz * _e150.yyyy), vec4<bool>(false, false, true, false));
    let _e182 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e116.xyz, _e58.xyz))), vec4<bool>(true, false, false, false));
    let _e187 = select(_e182, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e182.xxxx)), vec4<bool>(true, false, false, false));
    let _e191 = select(_e187, (_e187.xxxx * _e187.xxxx), vec4<bool>(false, true, false, false));
    let _e195 = select(_e191, (_e191.yyyy * _e191.yyyy), vec4<bool>(false, true, false, false));
    let _e199 = select(_e195, (_e195.yyyy * _e195.xxxx), vec4<bool>(false, true, false, false));
    let _e204 = select(_e199, mix(_e25.xxxx, vec4<f32>(2f, -1f, 0f, 1f).wwww, _e199.yyyy), vec4<bool>(false, false, true, false));
    let _e212 = select(_e176, (_e176.zzzz * select(_e204, (_e204.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).wwww), vec4<bool>(false, false, true, false)).zzzz), vec4<bool>(false, false, true, false));
    let _e220 = consts.c[3];
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e90, ((select(_e97, (_e97.xxxx * _e25.yyyy), vec4<bool>(true, false, false, false)).xxxx * vec4<f32>(1f, 0.3f, 0.2f, 0f)) + _e90), vec4<bool>(true, true, true, false)) * _e220), vec4<bool>(true, true, true, false));
    let _e225 = consts.c[4];
    let _e229 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e21 * select(_e222, (_e222 + _e225), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e232 = select(_e229, (_e229 * _e25.xxxx), vec4<bool>(true, true, true, false));
    return Output(select(select(_e232, ((select(_e212, saturate((_e212.zzzz * _e84.zzzz)), vec4<bool>(false, false, true, false)).zzzz * _e220) + _e232), vec4<bool>(true, true, true, false)), _e21.wwww, vec4<bool>(false, false, false, true)));
}
