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

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e22 = textureSample(t0_, s0_, _e15.xy);
    let _e24 = textureSample(t1_, s1_, _e15.xy);
    let _e26 = textureSample(t2_, s2_, _e15.xy);
    let _e31 = select(_e24, ((_e24 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e34 = dot(_e31.xyz, _e31.xyz);
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e31 * vec4(inverseSqrt(_e34))), vec4<f32>(0f, 0f, 0f, 0f), (_e34 == 0f)), vec4<bool>(true, true, true, false));
    let _e44 = dot(_e18.xyz, _e18.xyz);
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e18 * vec4(inverseSqrt(_e44))), vec4<f32>(0f, 0f, 0f, 0f), (_e44 == 0f)), vec4<bool>(true, true, true, false));
    let _e53 = dot(_e20.xyz, _e20.xyz);
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e20 * vec4(inverseSqrt(_e53))), vec4<f32>(0f, 0f, 0f, 0f), (_e53 == 0f)), vec4<bool>(true, true, true, false));
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e41.xyz, _e50.xyz)), vec4<bool>(true, false, false, false));
    let _e70 = select(_e65, (_e65.xxxx + vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).xxxx), vec4<bool>(false, true, false, false));
    let _e75 = select(_e70, saturate((_e70.yyyy * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).yyyy)), vec4<bool>(false, true, false, false));
    let _e79 = select(_e75, saturate(_e75.xxxx), vec4<bool>(false, false, true, false));
    let _e85 = select(_e79, (_e79.yyyy + -(_e79.zzzz)), vec4<bool>(false, false, false, true));
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e85.wwww * vec4<f32>(1f, 0.3f, 0.2f, 0f)), vec4<bool>(true, true, true, false));
    let _e91 = select(_e88, (_e88 + _e85.zzzz), vec4<bool>(true, true, true, false));
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(-(_e50).xyz, _e59.xyz))), vec4<bool>(true, false, false, false));
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e50 + _e59), vec4<bool>(true, true, true, false));
    let _e111 = dot(_e108.xyz, _e108.xyz);
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e108 * vec4(inverseSqrt(_e111))), vec4<f32>(0f, 0f, 0f, 0f), (_e111 == 0f)), vec4<bool>(true, true, true, false));
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e41.xyz, _e117.xyz))), vec4<bool>(true, false, false, false));
    let _e127 = select(_e123, (_e123.xxxx * _e123.xxxx), vec4<bool>(false, true, false, false));
    let _e132 = select(_e127, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e127.yyyy)), vec4<bool>(false, false, true, false));
    let _e137 = select(_e132, vec4((1f / _e132.y)), vec4<bool>(false, false, false, true));
    let _e141 = select(_e137, (_e137.zzzz * _e137.wwww), vec4<bool>(false, false, true, false));
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e26.zzzz * _e26.zzzz), vec4<bool>(true, false, false, false));
    let _e149 = select(_e145, vec4((1f / _e145.x)), vec4<bool>(false, true, false, false));
    let _e154 = select(_e141, (_e141.zzzz * -(_e149.yyyy)), vec4<bool>(false, false, true, false));
    let _e158 = select(_e154, (_e154.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).zzzz), vec4<bool>(false, false, true, false));
    let _e162 = select(_e158, vec4(exp2(_e158.z)), vec4<bool>(false, false, true, false));
    let _e166 = select(_e162, (_e162.wwww * _e162.wwww), vec4<bool>(false, false, false, true));
    let _e170 = select(_e166, (_e166.zzzz * _e166.wwww), vec4<bool>(false, false, true, false));
    let _e174 = select(_e170, (_e170.zzzz * _e149.yyyy), vec4<bool>(false, false, true, false));
    let _e180 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e117.xyz, _e59.xyz))), vec4<bool>(true, false, false, false));
    let _e185 = select(_e180, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e180.xxxx)), vec4<bool>(true, false, false, false));
    let _e189 = select(_e185, (_e185.xxxx * _e185.xxxx), vec4<bool>(false, true, false, false));
    let _e193 = select(_e189, (_e189.yyyy * _e189.yyyy), vec4<bool>(false, true, false, false));
    let _e197 = select(_e193, (_e193.yyyy * _e193.xxxx), vec4<bool>(false, true, false, false));
    let _e202 = select(_e197, mix(_e26.xxxx, vec4<f32>(2f, -1f, 0f, 1f).wwww, _e197.yyyy), vec4<bool>(false, false, true, false));
    let _e210 = select(_e174, (_e174.zzzz * select(_e202, (_e202.zzzz * vec4<f32>(0.5f, 0.25f, 1.442695f, 0.028f).wwww), vec4<bool>(false, false, true, false)).zzzz), vec4<bool>(false, false, true, false));
    let _e219 = consts[(constant_index + 3u)];
    let _e220 = bitcast<vec4<f32>>(_e219);
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e91, ((select(_e98, (_e98.xxxx * _e26.yyyy), vec4<bool>(true, false, false, false)).xxxx * vec4<f32>(1f, 0.3f, 0.2f, 0f)) + _e91), vec4<bool>(true, true, true, false)) * _e220), vec4<bool>(true, true, true, false));
    let _e226 = consts[(constant_index + 4u)];
    let _e231 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e22 * select(_e222, (_e222 + bitcast<vec4<f32>>(_e226)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e234 = select(_e231, (_e231 * _e26.xxxx), vec4<bool>(true, true, true, false));
    return Output(select(select(_e234, ((select(_e210, saturate((_e210.zzzz * _e85.zzzz)), vec4<bool>(false, false, true, false)).zzzz * _e220) + _e234), vec4<bool>(true, true, true, false)), _e22.wwww, vec4<bool>(false, false, false, true)));
}
