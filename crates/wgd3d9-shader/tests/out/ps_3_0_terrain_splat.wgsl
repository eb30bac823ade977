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
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e23 = textureSample(t0_, s0_, in0_.xy);
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false));
    let _e28 = textureSample(t1_, s1_, _e26.xy);
    let _e30 = textureSample(t2_, s2_, _e26.xy);
    let _e32 = textureSample(t3_, s3_, _e26.xy);
    let _e34 = textureSample(t4_, s4_, _e26.xy);
    let _e36 = textureSample(t5_, s5_, _e26.xy);
    let _e48 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e28.wwww, vec4<bool>(true, false, false, false)), _e30.wwww, vec4<bool>(false, true, false, false)), _e32.wwww, vec4<bool>(false, false, true, false)), _e34.wwww, vec4<bool>(false, false, false, true));
    let _e51 = ((_e48 * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx) + _e23);
    let _e52 = _e51.xxxx;
    let _e53 = _e51.yyyy;
    let _e57 = _e51.zzzz;
    let _e58 = _e51.wwww;
    let _e61 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e53, _e52, (_e52 >= _e53)), vec4<bool>(true, false, false, false)), select(_e58, _e57, (_e57 >= _e58)), vec4<bool>(false, true, false, false));
    let _e62 = _e61.xxxx;
    let _e63 = _e61.yyyy;
    let _e66 = select(_e61, select(_e63, _e62, (_e62 >= _e63)), vec4<bool>(true, false, false, false));
    let _e74 = (_e51 + -(select(_e66, (_e66.xxxx + -(vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).xxxx)), vec4<bool>(true, false, false, false)).xxxx));
    let _e75 = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    let _e79 = (select(_e75, _e74, (_e74 >= _e75)) * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).yyyy);
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e79, vec4<f32>(2f, -1f, 0f, 1f).wwww)), vec4<bool>(true, false, false, false));
    let _e87 = select(_e83, (_e83.xxxx + vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e95 = (_e79 * select(_e87, vec4((1f / _e87.xxxx.x)), vec4<bool>(true, false, false, false)).xxxx);
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e28 * _e95.xxxx), vec4<bool>(true, true, true, false));
    let _e102 = select(_e98, ((_e30 * _e95.yyyy) + _e98), vec4<bool>(true, true, true, false));
    let _e106 = select(_e102, ((_e32 * _e95.zzzz) + _e102), vec4<bool>(true, true, true, false));
    let _e110 = select(_e106, ((_e34 * _e95.wwww) + _e106), vec4<bool>(true, true, true, false));
    let _e118 = dot(_e20.xyz, _e20.xyz);
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e20 * vec4(inverseSqrt(_e118))), vec4<f32>(0f, 0f, 0f, 0f), (_e118 == 0f)), vec4<bool>(true, true, true, false));
    let _e130 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e36, ((_e36 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false)).xzyw * vec4<f32>(0.2f, 5f, 0.5f, 0.0001f).zzzz) + _e125), vec4<bool>(true, true, true, false));
    let _e133 = dot(_e130.xyz, _e130.xyz);
    let _e139 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e130 * vec4(inverseSqrt(_e133))), vec4<f32>(0f, 0f, 0f, 0f), (_e133 == 0f)), vec4<bool>(true, true, true, false));
    let _e142 = consts.c[2];
    let _e152 = consts.c[3];
    let _e154 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e139.xyz, _e142.xyz))), vec4<bool>(true, false, false, false)).xxxx * _e152), vec4<bool>(true, true, true, false));
    let _e157 = consts.c[4];
    let _e161 = select(_e110, (_e110 * select(_e154, (_e154 + _e157), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e164 = consts.c[6];
    let _e167 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e164 + -(in2_)), vec4<bool>(true, true, true, false));
    let _e170 = dot(_e167.xyz, _e167.xyz);
    let _e178 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), select((_e167 * vec4(inverseSqrt(_e170))), vec4<f32>(0f, 0f, 0f, 0f), (_e170 == 0f)), vec4<bool>(true, true, true, false)) + _e142), vec4<bool>(true, true, true, false));
    let _e181 = dot(_e178.xyz, _e178.xyz);
    let _e193 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e139.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e178 * vec4(inverseSqrt(_e181))), vec4<f32>(0f, 0f, 0f, 0f), (_e181 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(true, false, false, false));
    let _e198 = consts.c[8];
    let _e201 = abs(_e193.xxxx.x);
    let _e215 = select(select(_e193, vec4(min(select(select(pow(_e201, _e198.xxxx.x), 340282350000000000000000000000000000000f, ((_e201 == 0f) && (_e198.xxxx.x < 0f))), 1f, (_e198.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)), vec4(dot(_e95, _e48)), vec4<bool>(false, false, true, false));
    let _e223 = select(_e161, ((select(_e215, (_e215.yyyy * _e215.zzzz), vec4<bool>(false, true, false, false)).yyyy * _e152) + _e161), vec4<bool>(true, true, true, false));
    let _e229 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e125.yyyy))), vec4<bool>(true, false, false, false));
    let _e236 = consts.c[7];
    let _e244 = consts.c[5];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(select(_e223, mix(_e223, select(_e236, (_e236 * _e223), vec4<bool>(true, true, true, false)), select(_e229, (_e229.xxxx * _e229.xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)), _e244, in2_.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
