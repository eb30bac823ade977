struct Constants {
    c: array<vec4<f32>, 232>,
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
var t4_: texture_cube<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e31 = textureSample(t0_, s0_, _e22.xy);
    let _e33 = textureSample(t1_, s1_, _e22.xy);
    let _e35 = textureSample(t2_, s2_, _e22.xy);
    let _e40 = select(_e33, ((_e33 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e43 = dot(_e27.xyz, _e27.xyz);
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e27 * vec4(inverseSqrt(_e43))), vec4<f32>(0f, 0f, 0f, 0f), (_e43 == 0f)), vec4<bool>(true, true, true, false));
    let _e53 = dot(in3_.xyz, in3_.xyz);
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e53))), vec4<f32>(0f, 0f, 0f, 0f), (_e53 == 0f)), vec4<bool>(true, true, true, false));
    let _e62 = cross(_e50.xyz, _e59.xyz);
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e62.x, _e62.y, _e62.z, 0f), vec4<bool>(true, true, true, false));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e40.xxxx * _e59), vec4<bool>(true, true, true, false));
    let _e77 = select(_e73, ((_e40.yyyy * select(_e67, (_e67 * in3_.wwww), vec4<bool>(true, true, true, false))) + _e73), vec4<bool>(true, true, true, false));
    let _e81 = select(_e77, ((_e40.zzzz * _e50) + _e77), vec4<bool>(true, true, true, false));
    let _e84 = dot(_e81.xyz, _e81.xyz);
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e81 * vec4(inverseSqrt(_e84))), vec4<f32>(0f, 0f, 0f, 0f), (_e84 == 0f)), vec4<bool>(true, true, true, false));
    let _e92 = consts.c[3];
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e92 + -(_e25)), vec4<bool>(true, true, true, false));
    let _e98 = dot(_e95.xyz, _e95.xyz);
    let _e104 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e95 * vec4(inverseSqrt(_e98))), vec4<f32>(0f, 0f, 0f, 0f), (_e98 == 0f)), vec4<bool>(true, true, true, false));
    let _e109 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e35.wwww * vec4<f32>(0.5f, 64f, 0.25f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e110 = _e109.xxxx;
    let _e111 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e114 = select(_e109, select(_e111, _e110, (_e110 >= _e111)), vec4<bool>(true, false, false, false));
    let _e120 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in4_.w)), vec4<bool>(false, false, false, true));
    let _e123 = select(_e120, (in4_ * _e120.wwww), vec4<bool>(true, true, true, false));
    let _e125 = textureSample(t3_, s3_, _e123.xy);
    let _e127 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e123 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e129 = textureSample(t3_, s3_, _e127.xy);
    let _e134 = select(_e127, (_e123 + vec4<f32>(0f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e136 = textureSample(t3_, s3_, _e134.xy);
    let _e143 = textureSample(t3_, s3_, select(_e134, (_e123 + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false)).xy);
    let _e152 = select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, vec4<f32>(2f, -1f, 0f, 1f).wwww, ((select(select(select(_e125, _e129.xxxx, vec4<bool>(false, true, false, false)), _e136.xxxx, vec4<bool>(false, false, true, false)), _e143.xxxx, vec4<bool>(false, false, false, true)) + -(_e123.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e158 = consts.c[4];
    let _e166 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e104 + _e158), vec4<bool>(true, true, true, false));
    let _e169 = dot(_e166.xyz, _e166.xyz);
    let _e181 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e90.xyz, _e158.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e90.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e166 * vec4(inverseSqrt(_e169))), vec4<f32>(0f, 0f, 0f, 0f), (_e169 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e184 = abs(_e181.y);
    let _e195 = select(_e181, vec4(min(select(select(pow(_e184, _e114.x), 340282350000000000000000000000000000000f, ((_e184 == 0f) && (_e114.x < 0f))), 1f, (_e114.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e199 = select(_e195, (_e195 * select(_e152, vec4(dot(_e152, vec4<f32>(0.5f, 64f, 0.25f, 0f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, true, false));
    let _e202 = consts.c[5];
    let _e204 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e199.xxxx * _e202), vec4<bool>(true, true, true, false));
    let _e207 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e199.zzzz * _e202), vec4<bool>(true, true, true, false));
    let _e209 = consts.c[6];
    let _e212 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e209 + -(_e25)), vec4<bool>(true, true, true, false));
    let _e217 = select(_e212, vec4(dot(_e212.xyz, _e212.xyz)), vec4<bool>(false, false, false, true));
    let _e222 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e217.w))), vec4<bool>(true, false, false, false));
    let _e225 = select(_e217, (_e217 * _e222.xxxx), vec4<bool>(true, true, true, false));
    let _e229 = select(_e222, (_e225.wwww * _e209.wwww), vec4<bool>(false, true, false, false));
    let _e235 = select(_e229, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e229.yyyy))), vec4<bool>(false, true, false, false));
    let _e245 = select(select(_e235, (_e235.yyyy * _e235.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e90.xyz, _e225.xyz))), vec4<bool>(false, false, true, false));
    let _e249 = select(_e245, (_e245.zzzz * _e245.yyyy), vec4<bool>(false, false, true, false));
    let _e252 = consts.c[7];
    let _e255 = select(_e204, ((_e249.zzzz * _e252) + _e204), vec4<bool>(true, true, true, false));
    let _e257 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e104 + _e225), vec4<bool>(true, true, true, false));
    let _e260 = dot(_e257.xyz, _e257.xyz);
    let _e266 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e257 * vec4(inverseSqrt(_e260))), vec4<f32>(0f, 0f, 0f, 0f), (_e260 == 0f)), vec4<bool>(true, true, true, false));
    let _e272 = select(_e249, saturate(vec4(dot(_e90.xyz, _e266.xyz))), vec4<bool>(false, false, false, true));
    let _e275 = abs(_e272.w);
    let _e285 = select(_e272, vec4(min(select(select(pow(_e275, _e114.x), 340282350000000000000000000000000000000f, ((_e275 == 0f) && (_e114.x < 0f))), 1f, (_e114.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e289 = select(_e285, (_e285.wwww * _e285.yyyy), vec4<bool>(false, false, false, true));
    let _e293 = select(_e207, ((_e289.wwww * _e252) + _e207), vec4<bool>(true, true, true, false));
    let _e295 = consts.c[8];
    let _e298 = select(_e225, (_e295 + -(_e25)), vec4<bool>(true, true, true, false));
    let _e303 = select(_e298, vec4(dot(_e298.xyz, _e298.xyz)), vec4<bool>(false, false, false, true));
    let _e308 = select(_e289, vec4(inverseSqrt(abs(_e303.w))), vec4<bool>(true, false, false, false));
    let _e311 = select(_e303, (_e303 * _e308.xxxx), vec4<bool>(true, true, true, false));
    let _e315 = select(_e308, (_e311.wwww * _e295.wwww), vec4<bool>(false, true, false, false));
    let _e321 = select(_e315, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e315.yyyy))), vec4<bool>(false, true, false, false));
    let _e331 = select(select(_e321, (_e321.yyyy * _e321.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e90.xyz, _e311.xyz))), vec4<bool>(false, false, true, false));
    let _e335 = select(_e331, (_e331.zzzz * _e331.yyyy), vec4<bool>(false, false, true, false));
    let _e338 = consts.c[9];
    let _e341 = select(_e255, ((_e335.zzzz * _e338) + _e255), vec4<bool>(true, true, true, false));
    let _e343 = select(_e257, (_e104 + _e311), vec4<bool>(true, true, true, false));
    let _e346 = dot(_e343.xyz, _e343.xyz);
    let _e358 = select(_e335, saturate(vec4(dot(_e90.xyz, select(_e266, select((_e343 * vec4(inverseSqrt(_e346))), vec4<f32>(0f, 0f, 0f, 0f), (_e346 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, false, false, true));
    let _e361 = abs(_e358.w);
    let _e371 = select(_e358, vec4(min(select(select(pow(_e361, _e114.x), 340282350000000000000000000000000000000f, ((_e361 == 0f) && (_e114.x < 0f))), 1f, (_e114.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e388 = consts.c[11];
    let _e391 = consts.c[10];
    let _e393 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e388, _e391, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e90.yyyy * vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx) + vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e401 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e104.xyz, _e90.xyz))), vec4<bool>(true, false, false, false));
    let _e405 = select(_e401, (_e401.xxxx + _e401.xxxx), vec4<bool>(false, true, false, false));
    let _e412 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e90 * _e405.yyyy) + -(_e104)), vec4<bool>(true, true, true, false)).xyz);
    let _e417 = select(_e405, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e405.xxxx)), vec4<bool>(false, false, true, false));
    let _e421 = select(_e417, (_e417.zzzz * _e417.zzzz), vec4<bool>(false, false, false, true));
    let _e425 = select(_e421, (_e421.wwww * _e421.wwww), vec4<bool>(false, false, false, true));
    let _e429 = select(_e425, (_e425.wwww * _e425.zzzz), vec4<bool>(false, false, false, true));
    let _e437 = select(_e412, (_e412 * _e35), vec4<bool>(true, true, true, false));
    let _e442 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e31 * select(_e341, (_e341 + _e393), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e445 = select(_e442, ((select(_e293, ((select(_e371, (_e371.wwww * _e371.yyyy), vec4<bool>(false, false, false, true)).wwww * _e338) + _e293), vec4<bool>(true, true, true, false)) * _e35) + _e442), vec4<bool>(true, true, true, false));
    let _e447 = select(_e445, (_e445 + select(_e437, (_e437 * select(_e429, ((_e429.wwww * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).xxxx) + vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).yyyy), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e452 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e95.xyz, _e95.xyz)), vec4<bool>(true, false, false, false));
    let _e457 = select(_e452, vec4(inverseSqrt(abs(_e452.x))), vec4<bool>(true, false, false, false));
    let _e461 = select(_e457, vec4((1f / _e457.x)), vec4<bool>(true, false, false, false));
    let _e464 = consts.c[13];
    let _e468 = select(_e461, (_e461.xxxx * -(_e464.xxxx)), vec4<bool>(false, true, false, false));
    let _e474 = consts.c[12];
    let _e477 = select(_e447, mix(_e474, _e447, select(_e468, vec4(exp2(_e468.y)), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e479 = consts.c[14];
    let _e483 = select(_e477, saturate((_e477 * _e479.xxxx)), vec4<bool>(true, true, true, false));
    let _e498 = select(select(select(_e393, vec4(log2(abs(_e483.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(_e483.y))), vec4<bool>(false, true, false, false)), vec4(log2(abs(_e483.z))), vec4<bool>(false, false, true, false));
    let _e501 = select(_e498, (_e498 * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).zzzz), vec4<bool>(true, true, true, false));
    return Output(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e501.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e501.y)), vec4<bool>(false, true, false, false)), vec4(exp2(_e501.z)), vec4<bool>(false, false, true, false)), _e31.wwww, vec4<bool>(false, false, false, true)));
}
