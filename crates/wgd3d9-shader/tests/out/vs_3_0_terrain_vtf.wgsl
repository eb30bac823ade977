struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(8) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;
@group(1) @binding(32) 
var t16_: texture_2d<f32>;
@group(1) @binding(33) 
var s16_: sampler;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e17 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).xxxx, vec4<bool>(false, false, true, true));
    let _e20 = textureSampleLevel(t16_, s16_, _e17.xy, _e17.w);
    let _e27 = consts[(_e4 + 10u)];
    let _e36 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, false, true, false)), ((_e20.xxxx * _e27.xxxx) + _e27.yyyy), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 2f, 0.25f).yyyy, vec4<bool>(false, false, false, true));
    let _e38 = (_e17 + vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy);
    let _e41 = textureSampleLevel(t16_, s16_, _e38.xy, _e38.w);
    let _e44 = (_e17 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).xyyy));
    let _e47 = textureSampleLevel(t16_, s16_, _e44.xy, _e44.w);
    let _e49 = (_e17 + vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy);
    let _e52 = textureSampleLevel(t16_, s16_, _e49.xy, _e49.w);
    let _e55 = (_e17 + -(vec4<f32>(0.0039062f, 0f, 0f, 0f).yxyy));
    let _e58 = textureSampleLevel(t16_, s16_, _e55.xy, _e55.w);
    let _e70 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e47.xxxx + -(_e41.xxxx)), vec4<bool>(true, false, false, false)), (_e58.xxxx + -(_e52.xxxx)), vec4<bool>(false, false, true, false));
    let _e77 = consts[(_e4 + 11u)];
    let _e79 = select(select(_e70, (_e70 * _e27.xxxx), vec4<bool>(true, false, true, false)), _e77.yyyy, vec4<bool>(false, true, false, false));
    let _e82 = dot(_e79.xyz, _e79.xyz);
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e79 * vec4(inverseSqrt(_e82))), vec4<f32>(0f, 0f, 0f, 0f), (_e82 == 0f)), vec4<bool>(true, true, true, false));
    let _e94 = consts[(_e4 + 12u)];
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e36 + -(_e94)), vec4<bool>(true, true, true, false));
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e97, vec4(dot(_e97.xyz, _e97.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e112 = select(_e107, vec4((1f / _e107.x)), vec4<bool>(false, true, false, false));
    let _e117 = select(_e112, (_e112.yyyy + -(_e27.wwww)), vec4<bool>(false, false, true, false));
    let _e122 = select(_e117, saturate((_e117.zzzz * _e77.xxxx)), vec4<bool>(false, false, true, false));
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e41.xxxx + _e47.xxxx), vec4<bool>(true, false, false, false));
    let _e130 = select(_e126, (_e126.xxxx + _e52.xxxx), vec4<bool>(true, false, false, false));
    let _e134 = select(_e130, (_e130.xxxx + _e58.xxxx), vec4<bool>(true, false, false, false));
    let _e138 = select(_e134, (_e134.xxxx * vec4<f32>(0f, 1f, 2f, 0.25f).wwww), vec4<bool>(true, false, false, false));
    let _e149 = select(_e36, mix(_e36.yyyy, select(_e138, ((_e138.xxxx * _e27.xxxx) + _e27.yyyy), vec4<bool>(true, false, false, false)).xxxx, _e122.zzzz), vec4<bool>(false, true, false, false));
    let _e153 = consts[(_e4 + 0u)];
    let _e160 = consts[(_e4 + 1u)];
    let _e167 = consts[(_e4 + 2u)];
    let _e174 = consts[(_e4 + 3u)];
    let _e177 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e149, _e153)), vec4<bool>(true, false, false, false)), vec4(dot(_e149, _e160)), vec4<bool>(false, true, false, false)), vec4(dot(_e149, _e167)), vec4<bool>(false, false, true, false)), vec4(dot(_e149, _e174)), vec4<bool>(false, false, false, true));
    let _e181 = consts[(_e4 + 13u)];
    let _e193 = consts[(_e4 + 15u)];
    let _e198 = consts[(_e4 + 16u)];
    let _e210 = consts[(_e4 + 17u)];
    let _e218 = consts[(_e4 + 14u)];
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e122.yyyy + -(_e218.xxxx)), vec4<bool>(true, false, false, false));
    let _e234 = consts[(_e4 + 256u)];
    let _e238 = consts[(_e4 + 257u)];
    return Output(select(_e177, ((_e177 * _e238) + (_e234 * _e177.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e27.zzzz), vec4<bool>(true, true, false, false)), (in1_.xyxy * _e210.xyxy), vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e90, vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), _e149, vec4<bool>(true, true, true, false)), select(_e222, saturate((_e222.xxxx * _e218.yyyy)), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)), select(((select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e90.xyz, -(_e181).xyz))), vec4<bool>(true, false, false, false)).xxxx * _e193) + _e198), _e122.zzzz, vec4<bool>(false, false, false, true)));
}
