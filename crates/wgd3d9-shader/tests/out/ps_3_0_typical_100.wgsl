struct Constants {
    c: array<vec4<f32>, 226>,
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
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e30 = textureSample(t0_, s0_, _e21.xy);
    let _e32 = textureSample(t1_, s1_, _e21.xy);
    let _e34 = textureSample(t2_, s2_, _e21.xy);
    let _e39 = select(_e32, ((_e32 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e42 = dot(_e26.xyz, _e26.xyz);
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e26 * vec4(inverseSqrt(_e42))), vec4<f32>(0f, 0f, 0f, 0f), (_e42 == 0f)), vec4<bool>(true, true, true, false));
    let _e52 = dot(in3_.xyz, in3_.xyz);
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e52))), vec4<f32>(0f, 0f, 0f, 0f), (_e52 == 0f)), vec4<bool>(true, true, true, false));
    let _e61 = cross(_e49.xyz, _e58.xyz);
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e61.x, _e61.y, _e61.z, 0f), vec4<bool>(true, true, true, false));
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e39.xxxx * _e58), vec4<bool>(true, true, true, false));
    let _e76 = select(_e72, ((_e39.yyyy * select(_e66, (_e66 * in3_.wwww), vec4<bool>(true, true, true, false))) + _e72), vec4<bool>(true, true, true, false));
    let _e80 = select(_e76, ((_e39.zzzz * _e49) + _e76), vec4<bool>(true, true, true, false));
    let _e83 = dot(_e80.xyz, _e80.xyz);
    let _e89 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e80 * vec4(inverseSqrt(_e83))), vec4<f32>(0f, 0f, 0f, 0f), (_e83 == 0f)), vec4<bool>(true, true, true, false));
    let _e92 = consts.c[3];
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e92 + -(_e24)), vec4<bool>(true, true, true, false));
    let _e98 = dot(_e95.xyz, _e95.xyz);
    let _e104 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e95 * vec4(inverseSqrt(_e98))), vec4<f32>(0f, 0f, 0f, 0f), (_e98 == 0f)), vec4<bool>(true, true, true, false));
    let _e109 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e34.wwww * vec4<f32>(0.5f, 64f, 0.25f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e110 = _e109.xxxx;
    let _e111 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e114 = select(_e109, select(_e111, _e110, (_e110 >= _e111)), vec4<bool>(true, false, false, false));
    let _e121 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in4_.wwww.x)), vec4<bool>(false, false, false, true));
    let _e124 = select(_e121, (in4_ * _e121.wwww), vec4<bool>(true, true, true, false));
    let _e126 = textureSample(t3_, s3_, _e124.xy);
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e124 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e130 = textureSample(t3_, s3_, _e128.xy);
    let _e135 = select(_e128, (_e124 + vec4<f32>(0f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e137 = textureSample(t3_, s3_, _e135.xy);
    let _e144 = textureSample(t3_, s3_, select(_e135, (_e124 + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false)).xy);
    let _e153 = select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, vec4<f32>(2f, -1f, 0f, 1f).wwww, ((select(select(select(_e126, _e130.xxxx, vec4<bool>(false, true, false, false)), _e137.xxxx, vec4<bool>(false, false, true, false)), _e144.xxxx, vec4<bool>(false, false, false, true)) + -(_e124.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e160 = consts.c[4];
    let _e168 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e104 + _e160), vec4<bool>(true, true, true, false));
    let _e171 = dot(_e168.xyz, _e168.xyz);
    let _e183 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e89.xyz, _e160.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e89.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e168 * vec4(inverseSqrt(_e171))), vec4<f32>(0f, 0f, 0f, 0f), (_e171 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e188 = abs(_e183.yyyy.x);
    let _e199 = select(_e183, vec4(min(select(select(pow(_e188, _e114.xxxx.x), 340282350000000000000000000000000000000f, ((_e188 == 0f) && (_e114.xxxx.x < 0f))), 1f, (_e114.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e203 = select(_e199, (_e199 * select(_e153, vec4(dot(_e153, vec4<f32>(0.5f, 64f, 0.25f, 0f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, true, false));
    let _e207 = consts.c[5];
    let _e209 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e203.xxxx * _e207), vec4<bool>(true, true, true, false));
    let _e212 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e203.zzzz * _e207), vec4<bool>(true, true, true, false));
    let _e215 = consts.c[6];
    let _e218 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e215 + -(_e24)), vec4<bool>(true, true, true, false));
    let _e223 = select(_e218, vec4(dot(_e218.xyz, _e218.xyz)), vec4<bool>(false, false, false, true));
    let _e229 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e223.wwww.x))), vec4<bool>(true, false, false, false));
    let _e232 = select(_e223, (_e223 * _e229.xxxx), vec4<bool>(true, true, true, false));
    let _e236 = select(_e229, (_e232.wwww * _e215.wwww), vec4<bool>(false, true, false, false));
    let _e242 = select(_e236, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e236.yyyy))), vec4<bool>(false, true, false, false));
    let _e252 = select(select(_e242, (_e242.yyyy * _e242.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e89.xyz, _e232.xyz))), vec4<bool>(false, false, true, false));
    let _e256 = select(_e252, (_e252.zzzz * _e252.yyyy), vec4<bool>(false, false, true, false));
    let _e260 = consts.c[7];
    let _e263 = select(_e209, ((_e256.zzzz * _e260) + _e209), vec4<bool>(true, true, true, false));
    let _e265 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e104 + _e232), vec4<bool>(true, true, true, false));
    let _e268 = dot(_e265.xyz, _e265.xyz);
    let _e274 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e265 * vec4(inverseSqrt(_e268))), vec4<f32>(0f, 0f, 0f, 0f), (_e268 == 0f)), vec4<bool>(true, true, true, false));
    let _e280 = select(_e256, saturate(vec4(dot(_e89.xyz, _e274.xyz))), vec4<bool>(false, false, false, true));
    let _e285 = abs(_e280.wwww.x);
    let _e295 = select(_e280, vec4(min(select(select(pow(_e285, _e114.xxxx.x), 340282350000000000000000000000000000000f, ((_e285 == 0f) && (_e114.xxxx.x < 0f))), 1f, (_e114.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e299 = select(_e295, (_e295.wwww * _e295.yyyy), vec4<bool>(false, false, false, true));
    let _e303 = select(_e212, ((_e299.wwww * _e260) + _e212), vec4<bool>(true, true, true, false));
    let _e306 = consts.c[8];
    let _e309 = select(_e232, (_e306 + -(_e24)), vec4<bool>(true, true, true, false));
    let _e314 = select(_e309, vec4(dot(_e309.xyz, _e309.xyz)), vec4<bool>(false, false, false, true));
    let _e320 = select(_e299, vec4(inverseSqrt(abs(_e314.wwww.x))), vec4<bool>(true, false, false, false));
    let _e323 = select(_e314, (_e314 * _e320.xxxx), vec4<bool>(true, true, true, false));
    let _e327 = select(_e320, (_e323.wwww * _e306.wwww), vec4<bool>(false, true, false, false));
    let _e333 = select(_e327, saturate((vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e327.yyyy))), vec4<bool>(false, true, false, false));
    let _e343 = select(select(_e333, (_e333.yyyy * _e333.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e89.xyz, _e323.xyz))), vec4<bool>(false, false, true, false));
    let _e347 = select(_e343, (_e343.zzzz * _e343.yyyy), vec4<bool>(false, false, true, false));
    let _e351 = consts.c[9];
    let _e354 = select(_e263, ((_e347.zzzz * _e351) + _e263), vec4<bool>(true, true, true, false));
    let _e356 = select(_e265, (_e104 + _e323), vec4<bool>(true, true, true, false));
    let _e359 = dot(_e356.xyz, _e356.xyz);
    let _e371 = select(_e347, saturate(vec4(dot(_e89.xyz, select(_e274, select((_e356 * vec4(inverseSqrt(_e359))), vec4<f32>(0f, 0f, 0f, 0f), (_e359 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, false, false, true));
    let _e376 = abs(_e371.wwww.x);
    let _e386 = select(_e371, vec4(min(select(select(pow(_e376, _e114.xxxx.x), 340282350000000000000000000000000000000f, ((_e376 == 0f) && (_e114.xxxx.x < 0f))), 1f, (_e114.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e404 = consts.c[11];
    let _e408 = consts.c[10];
    let _e410 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e404, _e408, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e89.yyyy * vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx) + vec4<f32>(0.5f, 64f, 0.25f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e418 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e104.xyz, _e89.xyz))), vec4<bool>(true, false, false, false));
    let _e422 = select(_e418, (_e418.xxxx + _e418.xxxx), vec4<bool>(false, true, false, false));
    let _e429 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((_e89 * _e422.yyyy) + -(_e104)), vec4<bool>(true, true, true, false)).xyz);
    let _e434 = select(_e422, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e422.xxxx)), vec4<bool>(false, false, true, false));
    let _e438 = select(_e434, (_e434.zzzz * _e434.zzzz), vec4<bool>(false, false, false, true));
    let _e442 = select(_e438, (_e438.wwww * _e438.wwww), vec4<bool>(false, false, false, true));
    let _e446 = select(_e442, (_e442.wwww * _e442.zzzz), vec4<bool>(false, false, false, true));
    let _e454 = select(_e429, (_e429 * _e34), vec4<bool>(true, true, true, false));
    let _e459 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e30 * select(_e354, (_e354 + _e410), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e462 = select(_e459, ((select(_e303, ((select(_e386, (_e386.wwww * _e386.yyyy), vec4<bool>(false, false, false, true)).wwww * _e351) + _e303), vec4<bool>(true, true, true, false)) * _e34) + _e459), vec4<bool>(true, true, true, false));
    let _e464 = select(_e462, (_e462 + select(_e454, (_e454 * select(_e446, ((_e446.wwww * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).xxxx) + vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).yyyy), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e469 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e95.xyz, _e95.xyz)), vec4<bool>(true, false, false, false));
    let _e475 = select(_e469, vec4(inverseSqrt(abs(_e469.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e480 = select(_e475, vec4((1f / _e475.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e484 = consts.c[13];
    let _e488 = select(_e480, (_e480.xxxx * -(_e484.xxxx)), vec4<bool>(false, true, false, false));
    let _e496 = consts.c[12];
    let _e499 = select(_e464, mix(_e496, _e464, select(_e488, vec4(exp2(_e488.yyyy.x)), vec4<bool>(false, true, false, false)).yyyy), vec4<bool>(true, true, true, false));
    let _e502 = consts.c[14];
    let _e506 = select(_e499, saturate((_e499 * _e502.xxxx)), vec4<bool>(true, true, true, false));
    let _e524 = select(select(select(_e410, vec4(log2(abs(_e506.xxxx.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(_e506.yyyy.x))), vec4<bool>(false, true, false, false)), vec4(log2(abs(_e506.zzzz.x))), vec4<bool>(false, false, true, false));
    let _e527 = select(_e524, (_e524 * vec4<f32>(0.96f, 0.04f, 0.4545454f, 0f).zzzz), vec4<bool>(true, true, true, false));
    return Output(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e527.xxxx.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e527.yyyy.x)), vec4<bool>(false, true, false, false)), vec4(exp2(_e527.zzzz.x)), vec4<bool>(false, false, true, false)), _e30.wwww, vec4<bool>(false, false, false, true)));
}
