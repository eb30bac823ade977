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

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e14 = textureSample(t0_, s0_, in0_.xy);
    let _e19 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.wzyx, vec4<bool>(true, true, false, false)).xy);
    let _e22 = select(_e14, (_e14 + _e19), vec4<bool>(true, true, true, false));
    let _e23 = vec4<f32>(2f, -1f, 0.03f, 1f).xxxx;
    let _e32 = select(_e22, (select((_e22 * _e23), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e23 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(vec4<f32>(2f, -1f, 0.03f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    let _e33 = _e32.xyz;
    let _e34 = _e32.xyz;
    let _e36 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e40 = select((_e33 * _e34), _e36, ((_e33 == _e36) | (_e34 == _e36)));
    let _e45 = ((_e40.x + _e40.y) + _e40.z);
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e32 * vec4(inverseSqrt(_e45))), vec4<f32>(0f, 0f, 0f, 0f), (_e45 == 0f)), vec4<bool>(true, true, true, false));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(false, false, false, true));
    let _e59 = _e58.wwww;
    let _e65 = select(_e58, select((in1_ * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((in1_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e66 = vec4<f32>(2f, -1f, 0.03f, 1f).zzzz;
    let _e75 = textureSample(t1_, s1_, select(_e65, (select((_e52 * _e66), vec4<f32>(0f, 0f, 0f, 0f), ((_e52 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e66 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e65), vec4<bool>(true, true, false, false)).xy);
    let _e76 = in2_.xyz;
    let _e77 = in2_.xyz;
    let _e79 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e83 = select((_e76 * _e77), _e79, ((_e76 == _e79) | (_e77 == _e79)));
    let _e88 = ((_e83.x + _e83.y) + _e83.z);
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e88))), vec4<f32>(0f, 0f, 0f, 0f), (_e88 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e96 = _e52.xyz;
    let _e98 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e102 = select((_e95 * _e96), _e98, ((_e95 == _e98) | (_e96 == _e98)));
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e102.x + _e102.y) + _e102.z))), vec4<bool>(true, false, false, false));
    let _e116 = select(_e111, (vec4<f32>(2f, -1f, 0.03f, 1f).wwww + -(_e111.xxxx)), vec4<bool>(true, false, false, false));
    let _e117 = _e116.xxxx;
    let _e118 = _e116.xxxx;
    let _e125 = select(_e116, select((_e117 * _e118), vec4<f32>(0f, 0f, 0f, 0f), ((_e117 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e118 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e126 = _e125.yyyy;
    let _e127 = _e125.yyyy;
    let _e133 = select(_e125, select((_e126 * _e127), vec4<f32>(0f, 0f, 0f, 0f), ((_e126 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e127 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e134 = _e133.yyyy;
    let _e135 = _e133.xxxx;
    let _e141 = select(_e133, select((_e134 * _e135), vec4<f32>(0f, 0f, 0f, 0f), ((_e134 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e135 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e150 = consts[(constant_index + 2u)];
    return Output(mix(bitcast<vec4<f32>>(_e150), _e75, select(_e141, saturate((_e141.xxxx + vec4<f32>(0.02f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx));
}
