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
    let _e38 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e38;
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_.wzyx, vec4<bool>(true, true, false, false));
    r1_ = _e41;
    let _e43 = textureSample(t0_, s0_, _e41.xy);
    r1_ = _e43;
    let _e46 = select(_e38, (_e38 + _e43), vec4<bool>(true, true, true, false));
    r0_ = _e46;
    let _e47 = vec4<f32>(2f, -1f, 0.03f, 1f).xxxx;
    let _e56 = select(_e46, (select((_e46 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(vec4<f32>(2f, -1f, 0.03f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    r0_ = _e56;
    let _e57 = _e56.xyz;
    let _e58 = _e56.xyz;
    let _e60 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e64 = select((_e57 * _e58), _e60, ((_e57 == _e60) | (_e58 == _e60)));
    let _e69 = ((_e64.x + _e64.y) + _e64.z);
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e56 * vec4(inverseSqrt(_e69))), vec4<f32>(0f, 0f, 0f, 0f), (_e69 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = _e76;
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(false, false, false, true));
    r3_ = _e83;
    let _e84 = _e83.wwww;
    let _e90 = select(_e83, select((in1_ * _e84), vec4<f32>(0f, 0f, 0f, 0f), ((in1_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e84 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    r3_ = _e90;
    let _e91 = vec4<f32>(2f, -1f, 0.03f, 1f).zzzz;
    let _e98 = select(_e90, (select((_e76 * _e91), vec4<f32>(0f, 0f, 0f, 0f), ((_e76 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e91 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e90), vec4<bool>(true, true, false, false));
    r3_ = _e98;
    let _e100 = textureSample(t1_, s1_, _e98.xy);
    r4_ = _e100;
    let _e101 = in2_.xyz;
    let _e102 = in2_.xyz;
    let _e104 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e108 = select((_e101 * _e102), _e104, ((_e101 == _e104) | (_e102 == _e104)));
    let _e113 = ((_e108.x + _e108.y) + _e108.z);
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e113))), vec4<f32>(0f, 0f, 0f, 0f), (_e113 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e119;
    let _e120 = _e119.xyz;
    let _e121 = _e76.xyz;
    let _e123 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e127 = select((_e120 * _e121), _e123, ((_e120 == _e123) | (_e121 == _e123)));
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e127.x + _e127.y) + _e127.z))), vec4<bool>(true, false, false, false));
    r6_ = _e136;
    let _e141 = select(_e136, (vec4<f32>(2f, -1f, 0.03f, 1f).wwww + -(_e136.xxxx)), vec4<bool>(true, false, false, false));
    r6_ = _e141;
    let _e142 = _e141.xxxx;
    let _e143 = _e141.xxxx;
    let _e150 = select(_e141, select((_e142 * _e143), vec4<f32>(0f, 0f, 0f, 0f), ((_e142 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e143 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    r6_ = _e150;
    let _e151 = _e150.yyyy;
    let _e152 = _e150.yyyy;
    let _e158 = select(_e150, select((_e151 * _e152), vec4<f32>(0f, 0f, 0f, 0f), ((_e151 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e152 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    r6_ = _e158;
    let _e159 = _e158.yyyy;
    let _e160 = _e158.xxxx;
    let _e166 = select(_e158, select((_e159 * _e160), vec4<f32>(0f, 0f, 0f, 0f), ((_e159 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e160 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r6_ = _e166;
    let _e171 = select(_e166, saturate((_e166.xxxx + vec4<f32>(0.02f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r6_ = _e171;
    let _e174 = consts.c[2];
    r7_ = _e174;
    let _e176 = mix(_e174, _e100, _e171.xxxx);
    r8_ = _e176;
    o0_ = _e176;
    return Output(_e176);
}
