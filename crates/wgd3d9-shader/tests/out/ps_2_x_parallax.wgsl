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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e43 = in1_.xyz;
    let _e44 = in1_.xyz;
    let _e46 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e50 = select((_e43 * _e44), _e46, ((_e43 == _e46) | (_e44 == _e46)));
    let _e55 = ((_e50.x + _e50.y) + _e50.z);
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e55))), vec4<f32>(0f, 0f, 0f, 0f), (_e55 == 0f)), vec4<bool>(true, true, true, false));
    r0_ = _e63;
    let _e65 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e65;
    let _e66 = _e65.xxxx;
    let _e67 = vec4<f32>(0.04f, -0.02f, 2f, -1f).xxxx;
    let _e76 = select(_e65, (select((_e66 * _e67), vec4<f32>(0f, 0f, 0f, 0f), ((_e66 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e67 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).yyyy), vec4<bool>(true, false, false, false));
    r1_ = _e76;
    let _e77 = _e76.xxxx;
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e63 * _e77), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e77 == vec4<f32>(0f, 0f, 0f, 0f)))) + in0_), vec4<bool>(true, true, false, false));
    r2_ = _e85;
    let _e87 = textureSample(t1_, s1_, _e85.xy);
    r3_ = _e87;
    let _e89 = textureSample(t2_, s2_, _e85.xy);
    r4_ = _e89;
    let _e90 = vec4<f32>(0.04f, -0.02f, 2f, -1f).zzzz;
    let _e98 = select(_e87, (select((_e87 * _e90), vec4<f32>(0f, 0f, 0f, 0f), ((_e87 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e90 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).wwww), vec4<bool>(true, true, true, false));
    r3_ = _e98;
    let _e99 = _e98.xyz;
    let _e100 = _e98.xyz;
    let _e102 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e106 = select((_e99 * _e100), _e102, ((_e99 == _e102) | (_e100 == _e102)));
    let _e111 = ((_e106.x + _e106.y) + _e106.z);
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e98 * vec4(inverseSqrt(_e111))), vec4<f32>(0f, 0f, 0f, 0f), (_e111 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e117;
    let _e118 = in2_.xyz;
    let _e119 = in2_.xyz;
    let _e121 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e125 = select((_e118 * _e119), _e121, ((_e118 == _e121) | (_e119 == _e121)));
    let _e130 = ((_e125.x + _e125.y) + _e125.z);
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e130))), vec4<f32>(0f, 0f, 0f, 0f), (_e130 == 0f)), vec4<bool>(true, true, true, false));
    r6_ = _e136;
    let _e137 = _e117.xyz;
    let _e138 = _e136.xyz;
    let _e140 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e144 = select((_e137 * _e138), _e140, ((_e137 == _e140) | (_e138 == _e140)));
    let _e152 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e144.x + _e144.y) + _e144.z))), vec4<bool>(true, false, false, false));
    r7_ = _e152;
    let _e154 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e136 + _e63), vec4<bool>(true, true, true, false));
    r8_ = _e154;
    let _e155 = _e154.xyz;
    let _e156 = _e154.xyz;
    let _e158 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e162 = select((_e155 * _e156), _e158, ((_e155 == _e158) | (_e156 == _e158)));
    let _e167 = ((_e162.x + _e162.y) + _e162.z);
    let _e173 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e154 * vec4(inverseSqrt(_e167))), vec4<f32>(0f, 0f, 0f, 0f), (_e167 == 0f)), vec4<bool>(true, true, true, false));
    r9_ = _e173;
    let _e174 = _e117.xyz;
    let _e175 = _e173.xyz;
    let _e177 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e181 = select((_e174 * _e175), _e177, ((_e174 == _e177) | (_e175 == _e177)));
    let _e190 = select(_e152, saturate(vec4(((_e181.x + _e181.y) + _e181.z))), vec4<bool>(false, true, false, false));
    r7_ = _e190;
    let _e195 = abs(_e190.yyyy.x);
    let _e208 = select(_e190, vec4(min(select(select(pow(_e195, vec4<f32>(32f, 0f, 0f, 1f).xxxx.x), 340282350000000000000000000000000000000f, ((_e195 == 0f) && (vec4<f32>(32f, 0f, 0f, 1f).xxxx.x < 0f))), 1f, (vec4<f32>(32f, 0f, 0f, 1f).xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    r7_ = _e208;
    let _e209 = _e208.xxxx;
    let _e214 = select((_e89 * _e209), vec4<f32>(0f, 0f, 0f, 0f), ((_e89 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e209 == vec4<f32>(0f, 0f, 0f, 0f))));
    r10_ = _e214;
    let _e215 = _e208.zzzz;
    let _e218 = consts.c[2];
    let _e225 = select(_e214, (select((_e215 * _e218), vec4<f32>(0f, 0f, 0f, 0f), ((_e215 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e218 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e214), vec4<bool>(true, true, true, false));
    r10_ = _e225;
    let _e228 = select(_e225, _e89.wwww, vec4<bool>(false, false, false, true));
    r10_ = _e228;
    o0_ = _e228;
    return Output(_e228);
}
