struct Constants {
    c: array<vec4<f32>, 33>,
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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e36 = v0_;
    let _e38 = textureSample(t0_, s0_, _e36.xy);
    r0_ = _e38;
    let _e39 = v0_;
    let _e41 = r1_;
    r1_ = select(_e41, _e39.wzyx, vec4<bool>(true, true, false, false));
    let _e44 = r1_;
    let _e46 = textureSample(t0_, s0_, _e44.xy);
    r1_ = _e46;
    let _e47 = r0_;
    let _e48 = r1_;
    let _e50 = r0_;
    r0_ = select(_e50, (_e47 + _e48), vec4<bool>(true, true, true, false));
    let _e53 = r0_;
    let _e54 = vec4<f32>(2f, -1f, 0.03f, 1f).xxxx;
    let _e64 = r0_;
    r0_ = select(_e64, (select((_e53 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(vec4<f32>(2f, -1f, 0.03f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    let _e66 = r0_;
    let _e67 = _e66.xyz;
    let _e68 = _e66.xyz;
    let _e70 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e74 = select((_e67 * _e68), _e70, ((_e67 == _e70) | (_e68 == _e70)));
    let _e83 = r2_;
    r2_ = select(_e83, (_e66 * vec4(inverseSqrt(((_e74.x + _e74.y) + _e74.z)))), vec4<bool>(true, true, true, false));
    let _e85 = v1_;
    let _e91 = r3_;
    r3_ = select(_e91, vec4((1f / _e85.wwww.x)), vec4<bool>(false, false, false, true));
    let _e94 = v1_;
    let _e95 = r3_;
    let _e96 = _e95.wwww;
    let _e102 = r3_;
    r3_ = select(_e102, select((_e94 * _e96), vec4<f32>(0f, 0f, 0f, 0f), ((_e94 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e96 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e104 = r2_;
    let _e105 = vec4<f32>(2f, -1f, 0.03f, 1f).zzzz;
    let _e106 = r3_;
    let _e113 = r3_;
    r3_ = select(_e113, (select((_e104 * _e105), vec4<f32>(0f, 0f, 0f, 0f), ((_e104 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e105 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e106), vec4<bool>(true, true, false, false));
    let _e115 = r3_;
    let _e117 = textureSample(t1_, s1_, _e115.xy);
    r4_ = _e117;
    let _e118 = v2_;
    let _e119 = _e118.xyz;
    let _e120 = _e118.xyz;
    let _e122 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e126 = select((_e119 * _e120), _e122, ((_e119 == _e122) | (_e120 == _e122)));
    let _e135 = r5_;
    r5_ = select(_e135, (_e118 * vec4(inverseSqrt(((_e126.x + _e126.y) + _e126.z)))), vec4<bool>(true, true, true, false));
    let _e137 = r5_;
    let _e138 = r2_;
    let _e139 = _e137.xyz;
    let _e140 = _e138.xyz;
    let _e142 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e146 = select((_e139 * _e140), _e142, ((_e139 == _e142) | (_e140 == _e142)));
    let _e154 = r6_;
    r6_ = select(_e154, saturate(vec4(((_e146.x + _e146.y) + _e146.z))), vec4<bool>(true, false, false, false));
    let _e158 = r6_;
    let _e162 = r6_;
    r6_ = select(_e162, (vec4<f32>(2f, -1f, 0.03f, 1f).wwww + -(_e158.xxxx)), vec4<bool>(true, false, false, false));
    let _e164 = r6_;
    let _e165 = _e164.xxxx;
    let _e166 = r6_;
    let _e167 = _e166.xxxx;
    let _e173 = r6_;
    r6_ = select(_e173, select((_e165 * _e167), vec4<f32>(0f, 0f, 0f, 0f), ((_e165 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e167 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e176 = r6_;
    let _e177 = _e176.yyyy;
    let _e178 = r6_;
    let _e179 = _e178.yyyy;
    let _e185 = r6_;
    r6_ = select(_e185, select((_e177 * _e179), vec4<f32>(0f, 0f, 0f, 0f), ((_e177 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e179 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e187 = r6_;
    let _e188 = _e187.yyyy;
    let _e189 = r6_;
    let _e190 = _e189.xxxx;
    let _e196 = r6_;
    r6_ = select(_e196, select((_e188 * _e190), vec4<f32>(0f, 0f, 0f, 0f), ((_e188 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e190 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e198 = r6_;
    let _e203 = r6_;
    r6_ = select(_e203, saturate((_e198.xxxx + vec4<f32>(0.02f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e207 = consts.c[2];
    r7_ = _e207;
    let _e208 = r6_;
    let _e210 = r4_;
    let _e211 = r7_;
    r8_ = mix(_e211, _e210, _e208.xxxx);
    let _e213 = r8_;
    o0_ = _e213;
    let _e214 = o0_;
    return Output(_e214);
}
