struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e26 = textureSample(t0_, s0_, _e18.xy);
    if any(((_e26.wwww + -(vec4<f32>(0.5f, 0.4f, 8f, 0f).yyyy)) < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e34 = textureSample(t1_, s1_, _e18.xy);
    let _e36 = textureSample(t2_, s2_, _e18.xy);
    let _e38 = textureSample(t3_, s3_, _e18.xy);
    let _e43 = select(_e34, ((_e34 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e46 = dot(_e21.xyz, _e21.xyz);
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e21 * vec4(inverseSqrt(_e46))), vec4<f32>(0f, 0f, 0f, 0f), (_e46 == 0f)), vec4<bool>(true, true, true, false));
    let _e56 = dot(in2_.xyz, in2_.xyz);
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e56))), vec4<f32>(0f, 0f, 0f, 0f), (_e56 == 0f)), vec4<bool>(true, true, true, false));
    let _e65 = cross(_e53.xyz, _e62.xyz);
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e65.x, _e65.y, _e65.z, 0f), vec4<bool>(true, true, true, false));
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e43.xxxx * _e62), vec4<bool>(true, true, true, false));
    let _e80 = select(_e76, ((_e43.yyyy * select(_e70, (_e70 * in2_.wwww), vec4<bool>(true, true, true, false))) + _e76), vec4<bool>(true, true, true, false));
    let _e84 = select(_e80, ((_e43.zzzz * _e53) + _e80), vec4<bool>(true, true, true, false));
    let _e88 = consts[(_e4 + 2u)];
    let _e99 = consts[(_e4 + 3u)];
    let _e110 = consts[(_e4 + 4u)];
    let _e117 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e84.xyz, bitcast<vec4<f32>>(_e88).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e84.xyz, bitcast<vec4<f32>>(_e99).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e84.xyz, bitcast<vec4<f32>>(_e110).xyz)), vec4<bool>(false, false, true, false));
    let _e120 = dot(_e117.xyz, _e117.xyz);
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e117 * vec4(inverseSqrt(_e120))), vec4<f32>(0f, 0f, 0f, 0f), (_e120 == 0f)), vec4<bool>(true, true, true, false));
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e126.zzzz * vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz) + vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz), vec4<bool>(true, false, false, false));
    let _e137 = select(_e132, vec4(inverseSqrt(abs(_e132.x))), vec4<bool>(true, false, false, false));
    let _e140 = select(_e137, (_e126 * _e137.xxxx), vec4<bool>(true, true, false, false));
    let _e148 = consts[(_e4 + 5u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e26, vec4<bool>(true, true, true, false)), _e36.zzzz, vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e140, (_e140 + vec4<f32>(0.5f, 0.4f, 8f, 0f).xxxx), vec4<bool>(true, true, false, false)), vec4<bool>(true, true, false, false)), _e36.xyxy, vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false)).zzzz * bitcast<vec4<f32>>(_e148).xxxx), vec4<bool>(true, false, false, false)).xxxx, select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e38 * _e38.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
