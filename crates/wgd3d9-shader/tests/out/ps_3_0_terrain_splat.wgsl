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
@group(1) @binding(10) 
var t5_: texture_2d<f32>;
@group(1) @binding(11) 
var s5_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e24 = textureSample(t0_, s0_, in0_.xy);
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    let _e29 = textureSample(t1_, s1_, _e27.xy);
    let _e31 = textureSample(t2_, s2_, _e27.xy);
    let _e33 = textureSample(t3_, s3_, _e27.xy);
    let _e35 = textureSample(t4_, s4_, _e27.xy);
    let _e37 = textureSample(t5_, s5_, _e27.xy);
    let _e49 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e29.wwww, vec4<bool>(true, false, false, false)), _e31.wwww, vec4<bool>(false, true, false, false)), _e33.wwww, vec4<bool>(false, false, true, false)), _e35.wwww, vec4<bool>(false, false, false, true));
    let _e52 = ((_e49 * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx) + _e24);
    let _e53 = _e52.xxxx;
    let _e54 = _e52.yyyy;
    let _e58 = _e52.zzzz;
    let _e59 = _e52.wwww;
    let _e62 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e54, _e53, (_e53 >= _e54)), vec4<bool>(true, false, false, false)), select(_e59, _e58, (_e58 >= _e59)), vec4<bool>(false, true, false, false));
    let _e63 = _e62.xxxx;
    let _e64 = _e62.yyyy;
    let _e67 = select(_e62, select(_e64, _e63, (_e63 >= _e64)), vec4<bool>(true, false, false, false));
    let _e75 = (_e52 + -(select(_e67, (_e67.xxxx + -(vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx)), vec4<bool>(true, false, false, false)).xxxx));
    let _e76 = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    let _e80 = (select(_e76, _e75, (_e75 >= _e76)) * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).yyyy);
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e80, vec4<f32>(2f, -1f, 0f, 1f).wwww)), vec4<bool>(true, false, false, false));
    let _e88 = select(_e84, (_e84.xxxx + vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e95 = (_e80 * select(_e88, vec4((1f / _e88.x)), vec4<bool>(true, false, false, false)).xxxx);
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e29 * _e95.xxxx), vec4<bool>(true, true, true, false));
    let _e102 = select(_e98, ((_e31 * _e95.yyyy) + _e98), vec4<bool>(true, true, true, false));
    let _e106 = select(_e102, ((_e33 * _e95.zzzz) + _e102), vec4<bool>(true, true, true, false));
    let _e110 = select(_e106, ((_e35 * _e95.wwww) + _e106), vec4<bool>(true, true, true, false));
    let _e118 = dot(_e21.xyz, _e21.xyz);
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e21 * vec4(inverseSqrt(_e118))), vec4<f32>(0f, 0f, 0f, 0f), (_e118 == 0f)), vec4<bool>(true, true, true, false));
    let _e130 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e37, ((_e37 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)).xzyw * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).zzzz) + _e125), vec4<bool>(true, true, true, false));
    let _e133 = dot(_e130.xyz, _e130.xyz);
    let _e139 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e130 * vec4(inverseSqrt(_e133))), vec4<f32>(0f, 0f, 0f, 0f), (_e133 == 0f)), vec4<bool>(true, true, true, false));
    let _e143 = consts[(constant_index + 2u)];
    let _e144 = bitcast<vec4<f32>>(_e143);
    let _e155 = consts[(constant_index + 3u)];
    let _e156 = bitcast<vec4<f32>>(_e155);
    let _e158 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e139.xyz, _e144.xyz))), vec4<bool>(true, false, false, false)).xxxx * _e156), vec4<bool>(true, true, true, false));
    let _e162 = consts[(constant_index + 4u)];
    let _e167 = select(_e110, (_e110 * select(_e158, (_e158 + bitcast<vec4<f32>>(_e162)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e171 = consts[(constant_index + 6u)];
    let _e175 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e171) + -(in2_)), vec4<bool>(true, true, true, false));
    let _e178 = dot(_e175.xyz, _e175.xyz);
    let _e186 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), select((_e175 * vec4(inverseSqrt(_e178))), vec4<f32>(0f, 0f, 0f, 0f), (_e178 == 0f)), vec4<bool>(true, true, true, false)) + _e144), vec4<bool>(true, true, true, false));
    let _e189 = dot(_e186.xyz, _e186.xyz);
    let _e201 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e139.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e186 * vec4(inverseSqrt(_e189))), vec4<f32>(0f, 0f, 0f, 0f), (_e189 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(true, false, false, false));
    let _e206 = consts[(constant_index + 8u)];
    let _e209 = abs(_e201.x);
    let _e223 = select(select(_e201, vec4(min(select(select(pow(_e209, bitcast<vec4<f32>>(_e206).x), 340282350000000000000000000000000000000f, ((_e209 == 0f) && (bitcast<vec4<f32>>(_e206).x < 0f))), 1f, (bitcast<vec4<f32>>(_e206).x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), vec4(dot(_e95, _e49)), vec4<bool>(false, false, true, false));
    let _e231 = select(_e167, ((select(_e223, (_e223.yyyy * _e223.zzzz), vec4<bool>(false, true, false, false)).yyyy * _e156) + _e167), vec4<bool>(true, true, true, false));
    let _e237 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e125.yyyy))), vec4<bool>(true, false, false, false));
    let _e245 = consts[(constant_index + 7u)];
    let _e246 = bitcast<vec4<f32>>(_e245);
    let _e255 = consts[(constant_index + 5u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e231, mix(_e231, select(_e246, (_e246 * _e231), vec4<bool>(true, true, true, false)), select(_e237, (_e237.xxxx * _e237.xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)), bitcast<vec4<f32>>(_e255), in2_.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
