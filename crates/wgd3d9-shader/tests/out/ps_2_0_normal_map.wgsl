struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = textureSample(t1_, s1_, in0_.xy);
    let _e18 = vec4<f32>(2f, -1f, 0f, 16f).xxxx;
    let _e27 = select(_e17, (select((_e17 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 0f, 16f).yyyy), vec4<bool>(true, true, true, false));
    let _e28 = _e27.xyz;
    let _e29 = _e27.xyz;
    let _e31 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e35 = select((_e28 * _e29), _e31, ((_e28 == _e31) | (_e29 == _e31)));
    let _e40 = ((_e35.x + _e35.y) + _e35.z);
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e27 * vec4(inverseSqrt(_e40))), vec4<f32>(0f, 0f, 0f, 0f), (_e40 == 0f)), vec4<bool>(true, true, true, false));
    let _e48 = in1_.xyz;
    let _e49 = in1_.xyz;
    let _e51 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e55 = select((_e48 * _e49), _e51, ((_e48 == _e51) | (_e49 == _e51)));
    let _e60 = ((_e55.x + _e55.y) + _e55.z);
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e60))), vec4<f32>(0f, 0f, 0f, 0f), (_e60 == 0f)), vec4<bool>(true, true, true, false));
    let _e67 = in2_.xyz;
    let _e68 = in2_.xyz;
    let _e70 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e74 = select((_e67 * _e68), _e70, ((_e67 == _e70) | (_e68 == _e70)));
    let _e79 = ((_e74.x + _e74.y) + _e74.z);
    let _e87 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e66 + select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e79))), vec4<f32>(0f, 0f, 0f, 0f), (_e79 == 0f)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e88 = _e87.xyz;
    let _e89 = _e87.xyz;
    let _e91 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e95 = select((_e88 * _e89), _e91, ((_e88 == _e91) | (_e89 == _e91)));
    let _e100 = ((_e95.x + _e95.y) + _e95.z);
    let _e107 = _e47.xyz;
    let _e108 = _e66.xyz;
    let _e110 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e114 = select((_e107 * _e108), _e110, ((_e107 == _e110) | (_e108 == _e110)));
    let _e124 = _e47.xyz;
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e87 * vec4(inverseSqrt(_e100))), vec4<f32>(0f, 0f, 0f, 0f), (_e100 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e127 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e131 = select((_e124 * _e125), _e127, ((_e124 == _e127) | (_e125 == _e127)));
    let _e140 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e114.x + _e114.y) + _e114.z))), vec4<bool>(true, false, false, false)), saturate(vec4(((_e131.x + _e131.y) + _e131.z))), vec4<bool>(false, true, false, false));
    let _e143 = abs(_e140.y);
    let _e156 = select(_e140, vec4(min(select(select(pow(_e143, vec4<f32>(2f, -1f, 0f, 16f).w), 340282350000000000000000000000000000000f, ((_e143 == 0f) && (vec4<f32>(2f, -1f, 0f, 16f).w < 0f))), 1f, (vec4<f32>(2f, -1f, 0f, 16f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e160 = consts[(_e4 + 1u)];
    let _e161 = bitcast<vec4<f32>>(_e160);
    let _e166 = select((_e15 * _e161), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e161 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e167 = _e156.xxxx;
    let _e172 = select((_e166 * _e167), vec4<f32>(0f, 0f, 0f, 0f), ((_e166 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e167 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e173 = _e156.zzzz;
    let _e177 = consts[(_e4 + 2u)];
    let _e178 = bitcast<vec4<f32>>(_e177);
    return Output(select(_e172, (select((_e173 * _e178), vec4<f32>(0f, 0f, 0f, 0f), ((_e173 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e178 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e172), vec4<bool>(true, true, true, false)));
}
