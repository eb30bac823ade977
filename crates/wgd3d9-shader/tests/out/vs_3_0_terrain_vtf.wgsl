struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e14 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).xxxx, vec4<bool>(false, false, true, true));
    let _e17 = textureSampleLevel(t16_, s16_, _e14.xy, _e14.w);
    let _e23 = consts.c[10];
    let _e32 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, false, true, false)), ((_e17.xxxx * _e23.xxxx) + _e23.yyyy), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).yyyy, vec4<bool>(false, false, false, true));
    let _e34 = (_e14 + vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy);
    let _e37 = textureSampleLevel(t16_, s16_, _e34.xy, _e34.w);
    let _e40 = (_e14 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy));
    let _e43 = textureSampleLevel(t16_, s16_, _e40.xy, _e40.w);
    let _e45 = (_e14 + vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy);
    let _e48 = textureSampleLevel(t16_, s16_, _e45.xy, _e45.w);
    let _e51 = (_e14 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy));
    let _e54 = textureSampleLevel(t16_, s16_, _e51.xy, _e51.w);
    let _e66 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e43.xxxx + -(_e37.xxxx)), vec4<bool>(true, false, false, false)), (_e54.xxxx + -(_e48.xxxx)), vec4<bool>(false, false, true, false));
    let _e72 = consts.c[11];
    let _e74 = select(select(_e66, (_e66 * _e23.xxxx), vec4<bool>(true, false, true, false)), _e72.yyyy, vec4<bool>(false, true, false, false));
    let _e77 = dot(_e74.xyz, _e74.xyz);
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e74 * vec4(inverseSqrt(_e77))), vec4<f32>(0f, 0f, 0f, 0f), (_e77 == 0f)), vec4<bool>(true, true, true, false));
    let _e88 = consts.c[12];
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e32 + -(_e88)), vec4<bool>(true, true, true, false));
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e91, vec4(dot(_e91.xyz, _e91.xyz)), vec4<bool>(false, false, false, true)).wwww.x))), vec4<bool>(true, false, false, false));
    let _e108 = select(_e102, vec4((1f / _e102.xxxx.x)), vec4<bool>(false, true, false, false));
    let _e113 = select(_e108, (_e108.yyyy + -(_e23.wwww)), vec4<bool>(false, false, true, false));
    let _e118 = select(_e113, saturate((_e113.zzzz * _e72.xxxx)), vec4<bool>(false, false, true, false));
    let _e122 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e37.xxxx + _e43.xxxx), vec4<bool>(true, false, false, false));
    let _e126 = select(_e122, (_e122.xxxx + _e48.xxxx), vec4<bool>(true, false, false, false));
    let _e130 = select(_e126, (_e126.xxxx + _e54.xxxx), vec4<bool>(true, false, false, false));
    let _e134 = select(_e130, (_e130.xxxx * vec4<f32>(0f, 1f, 2f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    let _e145 = select(_e32, mix(_e32.yyyy, select(_e134, ((_e134.xxxx * _e23.xxxx) + _e23.yyyy), vec4<bool>(true, false, false, false)).xxxx, _e118.zzzz), vec4<bool>(false, true, false, false));
    let _e148 = consts.c[0];
    let _e154 = consts.c[1];
    let _e160 = consts.c[2];
    let _e166 = consts.c[3];
    let _e169 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e145, _e148)), vec4<bool>(true, false, false, false)), vec4(dot(_e145, _e154)), vec4<bool>(false, true, false, false)), vec4(dot(_e145, _e160)), vec4<bool>(false, false, true, false)), vec4(dot(_e145, _e166)), vec4<bool>(false, false, false, true));
    let _e172 = consts.c[13];
    let _e183 = consts.c[15];
    let _e187 = consts.c[16];
    let _e198 = consts.c[17];
    let _e205 = consts.c[14];
    let _e209 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e118.yyyy + -(_e205.xxxx)), vec4<bool>(true, false, false, false));
    let _e220 = consts.c[256];
    let _e223 = consts.c[257];
    return Output(select(_e169, ((_e169 * _e223) + (_e220 * _e169.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e23.zzzz), vec4<bool>(true, true, false, false)), (in1_.xyxy * _e198.xyxy), vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e85, vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), _e145, vec4<bool>(true, true, true, false)), select(_e209, saturate((_e209.xxxx * _e205.yyyy)), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)), select(((select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e85.xyz, -(_e172).xyz))), vec4<bool>(true, false, false, false)).xxxx * _e183) + _e187), _e118.zzzz, vec4<bool>(false, false, false, true)));
}
