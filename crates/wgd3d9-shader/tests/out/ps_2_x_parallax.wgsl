struct Constants {
    c: array<vec4<f32>, 34>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e14 = in1_.xyz;
    let _e15 = in1_.xyz;
    let _e17 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e21 = select((_e14 * _e15), _e17, ((_e14 == _e17) | (_e15 == _e17)));
    let _e26 = ((_e21.x + _e21.y) + _e21.z);
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e26))), vec4<f32>(0f, 0f, 0f, 0f), (_e26 == 0f)), vec4<bool>(true, true, true, false));
    let _e36 = textureSample(t0_, s0_, in0_.xy);
    let _e37 = _e36.xxxx;
    let _e38 = vec4<f32>(0.04f, -0.02f, 2f, -1f).xxxx;
    let _e48 = select(_e36, (select((_e37 * _e38), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e38 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).yyyy), vec4<bool>(true, false, false, false)).xxxx;
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e34 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f)))) + in0_), vec4<bool>(true, true, false, false));
    let _e58 = textureSample(t1_, s1_, _e56.xy);
    let _e60 = textureSample(t2_, s2_, _e56.xy);
    let _e61 = vec4<f32>(0.04f, -0.02f, 2f, -1f).zzzz;
    let _e69 = select(_e58, (select((_e58 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).wwww), vec4<bool>(true, true, true, false));
    let _e70 = _e69.xyz;
    let _e71 = _e69.xyz;
    let _e73 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e77 = select((_e70 * _e71), _e73, ((_e70 == _e73) | (_e71 == _e73)));
    let _e82 = ((_e77.x + _e77.y) + _e77.z);
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e69 * vec4(inverseSqrt(_e82))), vec4<f32>(0f, 0f, 0f, 0f), (_e82 == 0f)), vec4<bool>(true, true, true, false));
    let _e89 = in2_.xyz;
    let _e90 = in2_.xyz;
    let _e92 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e96 = select((_e89 * _e90), _e92, ((_e89 == _e92) | (_e90 == _e92)));
    let _e101 = ((_e96.x + _e96.y) + _e96.z);
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e101))), vec4<f32>(0f, 0f, 0f, 0f), (_e101 == 0f)), vec4<bool>(true, true, true, false));
    let _e108 = _e88.xyz;
    let _e109 = _e107.xyz;
    let _e111 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e115 = select((_e108 * _e109), _e111, ((_e108 == _e111) | (_e109 == _e111)));
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e107 + _e34), vec4<bool>(true, true, true, false));
    let _e126 = _e125.xyz;
    let _e127 = _e125.xyz;
    let _e129 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e133 = select((_e126 * _e127), _e129, ((_e126 == _e129) | (_e127 == _e129)));
    let _e138 = ((_e133.x + _e133.y) + _e133.z);
    let _e145 = _e88.xyz;
    let _e146 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e125 * vec4(inverseSqrt(_e138))), vec4<f32>(0f, 0f, 0f, 0f), (_e138 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e148 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e152 = select((_e145 * _e146), _e148, ((_e145 == _e148) | (_e146 == _e148)));
    let _e161 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e115.x + _e115.y) + _e115.z))), vec4<bool>(true, false, false, false)), saturate(vec4(((_e152.x + _e152.y) + _e152.z))), vec4<bool>(false, true, false, false));
    let _e166 = abs(_e161.yyyy.x);
    let _e179 = select(_e161, vec4(min(select(select(pow(_e166, vec4<f32>(32f, 0f, 0f, 1f).xxxx.x), 340282350000000000000000000000000000000f, ((_e166 == 0f) && (vec4<f32>(32f, 0f, 0f, 1f).xxxx.x < 0f))), 1f, (vec4<f32>(32f, 0f, 0f, 1f).xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e180 = _e179.xxxx;
    let _e185 = select((_e60 * _e180), vec4<f32>(0f, 0f, 0f, 0f), ((_e60 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e180 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e186 = _e179.zzzz;
    let _e189 = consts.c[2];
    return Output(select(select(_e185, (select((_e186 * _e189), vec4<f32>(0f, 0f, 0f, 0f), ((_e186 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e189 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e185), vec4<bool>(true, true, true, false)), _e60.wwww, vec4<bool>(false, false, false, true)));
}
