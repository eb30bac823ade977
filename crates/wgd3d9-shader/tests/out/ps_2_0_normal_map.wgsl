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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = textureSample(t1_, s1_, in0_.xy);
    let _e15 = vec4<f32>(2f, -1f, 0f, 16f).xxxx;
    let _e24 = select(_e14, (select((_e14 * _e15), vec4<f32>(0f, 0f, 0f, 0f), ((_e14 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e15 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 0f, 16f).yyyy), vec4<bool>(true, true, true, false));
    let _e25 = _e24.xyz;
    let _e26 = _e24.xyz;
    let _e28 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e32 = select((_e25 * _e26), _e28, ((_e25 == _e28) | (_e26 == _e28)));
    let _e37 = ((_e32.x + _e32.y) + _e32.z);
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e24 * vec4(inverseSqrt(_e37))), vec4<f32>(0f, 0f, 0f, 0f), (_e37 == 0f)), vec4<bool>(true, true, true, false));
    let _e45 = in1_.xyz;
    let _e46 = in1_.xyz;
    let _e48 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e52 = select((_e45 * _e46), _e48, ((_e45 == _e48) | (_e46 == _e48)));
    let _e57 = ((_e52.x + _e52.y) + _e52.z);
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e57))), vec4<f32>(0f, 0f, 0f, 0f), (_e57 == 0f)), vec4<bool>(true, true, true, false));
    let _e64 = in2_.xyz;
    let _e65 = in2_.xyz;
    let _e67 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e71 = select((_e64 * _e65), _e67, ((_e64 == _e67) | (_e65 == _e67)));
    let _e76 = ((_e71.x + _e71.y) + _e71.z);
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e63 + select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e76))), vec4<f32>(0f, 0f, 0f, 0f), (_e76 == 0f)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e85 = _e84.xyz;
    let _e86 = _e84.xyz;
    let _e88 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e92 = select((_e85 * _e86), _e88, ((_e85 == _e88) | (_e86 == _e88)));
    let _e97 = ((_e92.x + _e92.y) + _e92.z);
    let _e104 = _e44.xyz;
    let _e105 = _e63.xyz;
    let _e107 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e111 = select((_e104 * _e105), _e107, ((_e104 == _e107) | (_e105 == _e107)));
    let _e121 = _e44.xyz;
    let _e122 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e84 * vec4(inverseSqrt(_e97))), vec4<f32>(0f, 0f, 0f, 0f), (_e97 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e124 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e128 = select((_e121 * _e122), _e124, ((_e121 == _e124) | (_e122 == _e124)));
    let _e137 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e111.x + _e111.y) + _e111.z))), vec4<bool>(true, false, false, false)), saturate(vec4(((_e128.x + _e128.y) + _e128.z))), vec4<bool>(false, true, false, false));
    let _e142 = abs(_e137.yyyy.x);
    let _e155 = select(_e137, vec4(min(select(select(pow(_e142, vec4<f32>(2f, -1f, 0f, 16f).wwww.x), 340282350000000000000000000000000000000f, ((_e142 == 0f) && (vec4<f32>(2f, -1f, 0f, 16f).wwww.x < 0f))), 1f, (vec4<f32>(2f, -1f, 0f, 16f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e158 = consts.c[1];
    let _e163 = select((_e12 * _e158), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e158 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e164 = _e155.xxxx;
    let _e169 = select((_e163 * _e164), vec4<f32>(0f, 0f, 0f, 0f), ((_e163 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e164 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e170 = _e155.zzzz;
    let _e173 = consts.c[2];
    return Output(select(_e169, (select((_e170 * _e173), vec4<f32>(0f, 0f, 0f, 0f), ((_e170 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e173 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e169), vec4<bool>(true, true, true, false)));
}
