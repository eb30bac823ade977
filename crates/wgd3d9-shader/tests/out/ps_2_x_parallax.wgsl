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
    let _e15 = in1_.xyz;
    let _e16 = in1_.xyz;
    let _e18 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e22 = select((_e15 * _e16), _e18, ((_e15 == _e18) | (_e16 == _e18)));
    let _e27 = ((_e22.x + _e22.y) + _e22.z);
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e27))), vec4<f32>(0f, 0f, 0f, 0f), (_e27 == 0f)), vec4<bool>(true, true, true, false));
    let _e37 = textureSample(t0_, s0_, in0_.xy);
    let _e38 = _e37.xxxx;
    let _e39 = vec4<f32>(0.04f, -0.02f, 2f, -1f).xxxx;
    let _e49 = select(_e37, (select((_e38 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).yyyy), vec4<bool>(true, false, false, false)).xxxx;
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e35 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e35 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f)))) + in0_), vec4<bool>(true, true, false, false));
    let _e59 = textureSample(t1_, s1_, _e57.xy);
    let _e61 = textureSample(t2_, s2_, _e57.xy);
    let _e62 = vec4<f32>(0.04f, -0.02f, 2f, -1f).zzzz;
    let _e70 = select(_e59, (select((_e59 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).wwww), vec4<bool>(true, true, true, false));
    let _e71 = _e70.xyz;
    let _e72 = _e70.xyz;
    let _e74 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e78 = select((_e71 * _e72), _e74, ((_e71 == _e74) | (_e72 == _e74)));
    let _e83 = ((_e78.x + _e78.y) + _e78.z);
    let _e89 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e70 * vec4(inverseSqrt(_e83))), vec4<f32>(0f, 0f, 0f, 0f), (_e83 == 0f)), vec4<bool>(true, true, true, false));
    let _e90 = in2_.xyz;
    let _e91 = in2_.xyz;
    let _e93 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e97 = select((_e90 * _e91), _e93, ((_e90 == _e93) | (_e91 == _e93)));
    let _e102 = ((_e97.x + _e97.y) + _e97.z);
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e102))), vec4<f32>(0f, 0f, 0f, 0f), (_e102 == 0f)), vec4<bool>(true, true, true, false));
    let _e109 = _e89.xyz;
    let _e110 = _e108.xyz;
    let _e112 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e116 = select((_e109 * _e110), _e112, ((_e109 == _e112) | (_e110 == _e112)));
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e108 + _e35), vec4<bool>(true, true, true, false));
    let _e127 = _e126.xyz;
    let _e128 = _e126.xyz;
    let _e130 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e134 = select((_e127 * _e128), _e130, ((_e127 == _e130) | (_e128 == _e130)));
    let _e139 = ((_e134.x + _e134.y) + _e134.z);
    let _e146 = _e89.xyz;
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e126 * vec4(inverseSqrt(_e139))), vec4<f32>(0f, 0f, 0f, 0f), (_e139 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e149 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e153 = select((_e146 * _e147), _e149, ((_e146 == _e149) | (_e147 == _e149)));
    let _e162 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e116.x + _e116.y) + _e116.z))), vec4<bool>(true, false, false, false)), saturate(vec4(((_e153.x + _e153.y) + _e153.z))), vec4<bool>(false, true, false, false));
    let _e165 = abs(_e162.y);
    let _e178 = select(_e162, vec4(min(select(select(pow(_e165, vec4<f32>(32f, 0f, 0f, 1f).x), 340282350000000000000000000000000000000f, ((_e165 == 0f) && (vec4<f32>(32f, 0f, 0f, 1f).x < 0f))), 1f, (vec4<f32>(32f, 0f, 0f, 1f).x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e179 = _e178.xxxx;
    let _e184 = select((_e61 * _e179), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e179 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e185 = _e178.zzzz;
    let _e189 = consts[(constant_index + 2u)];
    let _e190 = bitcast<vec4<f32>>(_e189);
    return Output(select(select(_e184, (select((_e185 * _e190), vec4<f32>(0f, 0f, 0f, 0f), ((_e185 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e190 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e184), vec4<bool>(true, true, true, false)), _e61.wwww, vec4<bool>(false, false, false, true)));
}
