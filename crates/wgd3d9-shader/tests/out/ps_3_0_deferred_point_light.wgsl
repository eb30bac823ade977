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
@group(1) @binding(6) 
var t3_: texture_cube<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @builtin(position) frag_coord: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    var v10_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var r22_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var r20_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r21_: vec4<f32> = vec4<f32>();

    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e19 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e23 = consts[(constant_index + 2u)];
    let _e24 = bitcast<vec4<f32>>(_e23);
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e19 * _e24) + _e24.zwww), vec4<bool>(true, true, false, false));
    let _e31 = textureSample(t2_, s2_, _e29.xy);
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e18 * _e31.xxxx), vec4<bool>(true, true, true, false));
    let _e38 = consts[(constant_index + 3u)];
    let _e39 = bitcast<vec4<f32>>(_e38);
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e39 + -(_e34)), vec4<bool>(true, true, true, false));
    let _e48 = select(_e42, vec4(dot(_e42.xyz, _e42.xyz)), vec4<bool>(false, false, false, true));
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e48.w))), vec4<bool>(true, false, false, false));
    let _e60 = select(_e54, vec4((1f / _e54.x)), vec4<bool>(false, true, false, false));
    let _e65 = select(_e60, (_e60.yyyy * _e39.wwww), vec4<bool>(false, false, true, false));
    let _e71 = select(_e65, saturate((vec4<f32>(0.5f, 4f, 2f, 1f).wwww + -(_e65.zzzz))), vec4<bool>(false, false, true, false));
    let _e75 = select(_e71, (_e71.zzzz * _e71.zzzz), vec4<bool>(false, false, true, false));
    let _e77 = textureSample(t0_, s0_, _e29.xy);
    let _e79 = textureSample(t1_, s1_, _e29.xy);
    v10_ = frag_coord;
    v0_ = _e18;
    r22_ = _e19;
    r0_ = _e24;
    r1_ = _e29;
    r2_ = _e31;
    r3_ = _e34;
    r4_ = _e48;
    r5_ = _e75;
    r6_ = _e77;
    r7_ = _e79;
    r8_ = vec4<f32>(0f, 0f, 0f, 0f);
    if (_e75.zzzz.x > vec4<f32>(0f, 0f, 0f, 0f).xxxx.x) {
        let _e97 = r7_;
        let _e104 = r9_;
        let _e105 = select(_e104, ((_e97 * vec4<f32>(0.5f, 4f, 2f, 1f).yyyy) + -(vec4<f32>(0.5f, 4f, 2f, 1f).zzzz)), vec4<bool>(true, true, false, false));
        let _e112 = select(_e105, vec4((dot(_e105.xy, _e105.xy) + vec4<f32>(0f, 0f, 0f, 0f).x)), vec4<bool>(false, false, true, false));
        let _e118 = r10_;
        let _e119 = select(_e118, (_e112.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)), vec4<bool>(true, false, false, false));
        let _e125 = select(_e119, ((_e119.xxxx * vec4<f32>(0.5f, 4f, 2f, 1f).xxxx) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(true, false, false, false));
        let _e130 = select(_e125, vec4(inverseSqrt(abs(_e125.x))), vec4<bool>(false, true, false, false));
        let _e134 = select(_e130, vec4((1f / _e130.y)), vec4<bool>(false, true, false, false));
        let _e138 = r11_;
        let _e146 = select(select(_e138, (_e112 * _e134.yyyy), vec4<bool>(true, true, false, false)), ((_e112.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(false, false, true, false));
        let _e149 = dot(_e146.xyz, _e146.xyz);
        let _e157 = r12_;
        let _e158 = select(_e157, select((_e146 * vec4(inverseSqrt(_e149))), vec4<f32>(0f, 0f, 0f, 0f), (_e149 == 0f)), vec4<bool>(true, true, true, false));
        let _e159 = r4_;
        let _e160 = r5_;
        let _e164 = r13_;
        let _e165 = select(_e164, (_e159 * _e160.xxxx), vec4<bool>(true, true, true, false));
        let _e172 = r14_;
        let _e174 = r3_;
        let _e175 = -(_e174);
        let _e178 = dot(_e175.xyz, _e175.xyz);
        let _e185 = r15_;
        let _e186 = select(_e185, select((_e175 * vec4(inverseSqrt(_e178))), vec4<f32>(0f, 0f, 0f, 0f), (_e178 == 0f)), vec4<bool>(true, true, true, false));
        let _e189 = r16_;
        let _e190 = select(_e189, (_e165 + _e186), vec4<bool>(true, true, true, false));
        let _e193 = dot(_e190.xyz, _e190.xyz);
        let _e200 = r17_;
        let _e201 = select(_e200, select((_e190 * vec4(inverseSqrt(_e193))), vec4<f32>(0f, 0f, 0f, 0f), (_e193 == 0f)), vec4<bool>(true, true, true, false));
        let _e207 = select(select(_e172, saturate(vec4(dot(_e158.xyz, _e165.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e158.xyz, _e201.xyz))), vec4<bool>(false, true, false, false));
        let _e212 = consts[(constant_index + 5u)];
        let _e213 = bitcast<vec4<f32>>(_e212);
        let _e215 = abs(_e207.y);
        let _e226 = select(_e207, vec4(min(select(select(pow(_e215, _e213.x), 340282350000000000000000000000000000000f, ((_e215 == 0f) && (_e213.x < 0f))), 1f, (_e213.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e230 = select(_e226, (_e226.zzzz * _e97.zzzz), vec4<bool>(false, false, true, false));
        let _e235 = consts[(constant_index + 6u)];
        let _e242 = r18_;
        let _e243 = select(_e242, vec4(dot(-(_e165).xyz, bitcast<vec4<f32>>(_e235).xyz)), vec4<bool>(true, false, false, false));
        let _e248 = select(_e243, (_e243.xxxx + -(_e213.yyyy)), vec4<bool>(true, false, false, false));
        let _e253 = select(_e248, saturate((_e248.xxxx * _e213.zzzz)), vec4<bool>(true, false, false, false));
        let _e258 = consts[(constant_index + 7u)];
        let _e265 = r20_;
        let _e271 = consts[(constant_index + 8u)];
        let _e282 = consts[(constant_index + 9u)];
        let _e290 = select(select(select(select(_e265, vec4(dot(-(_e159).xyz, bitcast<vec4<f32>>(_e258).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(-(_e159).xyz, bitcast<vec4<f32>>(_e271).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(-(_e159).xyz, bitcast<vec4<f32>>(_e282).xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
        let _e293 = textureSampleLevel(t3_, s3_, _e290.xyz, _e290.w);
        let _e297 = select(_e293, (_e293.xxxx + _e213.wwww), vec4<bool>(true, false, false, false));
        let _e302 = select(_e297, (_e297.xxxx + -(_e160.yyyy)), vec4<bool>(true, false, false, false));
        let _e305 = r8_;
        let _e309 = select(_e302, select(_e305.xxxx, vec4<f32>(0.5f, 4f, 2f, 1f).wwww, (_e302.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        let _e313 = select(_e253, (_e253.xxxx * _e309.xxxx), vec4<bool>(true, false, false, false));
        let _e317 = select(_e160, (_e160.zzzz * _e313.xxxx), vec4<bool>(false, false, true, false));
        let _e321 = select(_e230, (_e230 * _e317.zzzz), vec4<bool>(true, false, true, false));
        let _e322 = r6_;
        let _e325 = select(_e305, (_e322 * _e321.xxxx), vec4<bool>(true, true, true, false));
        let _e328 = select(_e325, (_e325 + _e321.zzzz), vec4<bool>(true, true, true, false));
        let _e332 = consts[(constant_index + 4u)];
        r9_ = _e112;
        r10_ = _e134;
        r11_ = _e146;
        r12_ = _e158;
        r13_ = _e165;
        r14_ = _e321;
        r15_ = _e186;
        r16_ = _e190;
        r17_ = _e201;
        r18_ = _e313;
        r19_ = _e213;
        r20_ = _e290;
        r21_ = _e309;
        r5_ = _e317;
        r8_ = select(_e328, (_e328 * bitcast<vec4<f32>>(_e332)), vec4<bool>(true, true, true, false));
    }
    let _e338 = r8_;
    return Output(_e338);
}
