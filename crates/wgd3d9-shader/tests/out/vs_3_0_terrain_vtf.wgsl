struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(8) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;
@group(1) @binding(32) 
var t16_: texture_2d<f32>;
@group(1) @binding(33) 
var s16_: sampler;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e15 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).xxxx, vec4<bool>(false, false, true, true));
    let _e18 = textureSampleLevel(t16_, s16_, _e15.xy, _e15.w);
    let _e23 = consts.c[10];
    let _e32 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, false, true, false)), ((_e18.xxxx * _e23.xxxx) + _e23.yyyy), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).yyyy, vec4<bool>(false, false, false, true));
    let _e34 = (_e15 + vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy);
    let _e37 = textureSampleLevel(t16_, s16_, _e34.xy, _e34.w);
    let _e40 = (_e15 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy));
    let _e43 = textureSampleLevel(t16_, s16_, _e40.xy, _e40.w);
    let _e45 = (_e15 + vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy);
    let _e48 = textureSampleLevel(t16_, s16_, _e45.xy, _e45.w);
    let _e51 = (_e15 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy));
    let _e54 = textureSampleLevel(t16_, s16_, _e51.xy, _e51.w);
    let _e66 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e43.xxxx + -(_e37.xxxx)), vec4<bool>(true, false, false, false)), (_e54.xxxx + -(_e48.xxxx)), vec4<bool>(false, false, true, false));
    let _e71 = consts.c[11];
    let _e73 = select(select(_e66, (_e66 * _e23.xxxx), vec4<bool>(true, false, true, false)), _e71.yyyy, vec4<bool>(false, true, false, false));
    let _e76 = dot(_e73.xyz, _e73.xyz);
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e73 * vec4(inverseSqrt(_e76))), vec4<f32>(0f, 0f, 0f, 0f), (_e76 == 0f)), vec4<bool>(true, true, true, false));
    let _e86 = consts.c[12];
    let _e89 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e32 + -(_e86)), vec4<bool>(true, true, true, false));
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e89, vec4(dot(_e89.xyz, _e89.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e104 = select(_e99, vec4((1f / _e99.x)), vec4<bool>(false, true, false, false));
    let _e109 = select(_e104, (_e104.yyyy + -(_e23.wwww)), vec4<bool>(false, false, true, false));
    let _e114 = select(_e109, saturate((_e109.zzzz * _e71.xxxx)), vec4<bool>(false, false, true, false));
    let _e118 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e37.xxxx + _e43.xxxx), vec4<bool>(true, false, false, false));
    let _e122 = select(_e118, (_e118.xxxx + _e48.xxxx), vec4<bool>(true, false, false, false));
    let _e126 = select(_e122, (_e122.xxxx + _e54.xxxx), vec4<bool>(true, false, false, false));
    let _e130 = select(_e126, (_e126.xxxx * vec4<f32>(0f, 1f, 2f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    let _e141 = select(_e32, mix(_e32.yyyy, select(_e130, ((_e130.xxxx * _e23.xxxx) + _e23.yyyy), vec4<bool>(true, false, false, false)).xxxx, _e114.zzzz), vec4<bool>(false, true, false, false));
    let _e143 = consts.c[0];
    let _e148 = consts.c[1];
    let _e153 = consts.c[2];
    let _e158 = consts.c[3];
    let _e161 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e141, _e143)), vec4<bool>(true, false, false, false)), vec4(dot(_e141, _e148)), vec4<bool>(false, true, false, false)), vec4(dot(_e141, _e153)), vec4<bool>(false, false, true, false)), vec4(dot(_e141, _e158)), vec4<bool>(false, false, false, true));
    let _e163 = consts.c[13];
    let _e173 = consts.c[15];
    let _e176 = consts.c[16];
    let _e186 = consts.c[17];
    let _e192 = consts.c[14];
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e114.yyyy + -(_e192.xxxx)), vec4<bool>(true, false, false, false));
    let _e206 = consts.c[256];
    let _e208 = consts.c[257];
    return Output(select(_e161, ((_e161 * _e208) + (_e206 * _e161.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e23.zzzz), vec4<bool>(true, true, false, false)), (in1_.xyxy * _e186.xyxy), vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e84, vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), _e141, vec4<bool>(true, true, true, false)), select(_e196, saturate((_e196.xxxx * _e192.yyyy)), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)), select(((select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e84.xyz, -(_e163).xyz))), vec4<bool>(true, false, false, false)).xxxx * _e173) + _e176), _e114.zzzz, vec4<bool>(false, false, false, true)));
}
