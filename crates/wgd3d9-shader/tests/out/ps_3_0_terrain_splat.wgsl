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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
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
    let _e141 = consts.c[2];
    let _e150 = consts.c[3];
    let _e152 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e139.xyz, _e141.xyz))), vec4<bool>(true, false, false, false)).xxxx * _e150), vec4<bool>(true, true, true, false));
    let _e154 = consts.c[4];
    let _e158 = select(_e110, (_e110 * select(_e152, (_e152 + _e154), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e160 = consts.c[6];
    let _e163 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e160 + -(in2_)), vec4<bool>(true, true, true, false));
    let _e166 = dot(_e163.xyz, _e163.xyz);
    let _e174 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), select((_e163 * vec4(inverseSqrt(_e166))), vec4<f32>(0f, 0f, 0f, 0f), (_e166 == 0f)), vec4<bool>(true, true, true, false)) + _e141), vec4<bool>(true, true, true, false));
    let _e177 = dot(_e174.xyz, _e174.xyz);
    let _e189 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e139.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e174 * vec4(inverseSqrt(_e177))), vec4<f32>(0f, 0f, 0f, 0f), (_e177 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(true, false, false, false));
    let _e192 = consts.c[8];
    let _e194 = abs(_e189.x);
    let _e208 = select(select(_e189, vec4(min(select(select(pow(_e194, _e192.x), 340282350000000000000000000000000000000f, ((_e194 == 0f) && (_e192.x < 0f))), 1f, (_e192.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), vec4(dot(_e95, _e49)), vec4<bool>(false, false, true, false));
    let _e216 = select(_e158, ((select(_e208, (_e208.yyyy * _e208.zzzz), vec4<bool>(false, true, false, false)).yyyy * _e150) + _e158), vec4<bool>(true, true, true, false));
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e125.yyyy))), vec4<bool>(true, false, false, false));
    let _e228 = consts.c[7];
    let _e235 = consts.c[5];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e216, mix(_e216, select(_e228, (_e228 * _e216), vec4<bool>(true, true, true, false)), select(_e222, (_e222.xxxx * _e222.xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)), _e235, in2_.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
