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
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e56 * vec4(inverseSqrt(((_e64.x + _e64.y) + _e64.z)))), vec4<bool>(true, true, true, false));
    r2_ = _e73;
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(false, false, false, true));
    r3_ = _e80;
    let _e81 = _e80.wwww;
    let _e87 = select(_e80, select((in1_ * _e81), vec4<f32>(0f, 0f, 0f, 0f), ((in1_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e81 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    r3_ = _e87;
    let _e88 = vec4<f32>(2f, -1f, 0.03f, 1f).zzzz;
    let _e95 = select(_e87, (select((_e73 * _e88), vec4<f32>(0f, 0f, 0f, 0f), ((_e73 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e88 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e87), vec4<bool>(true, true, false, false));
    r3_ = _e95;
    let _e97 = textureSample(t1_, s1_, _e95.xy);
    r4_ = _e97;
    let _e98 = in2_.xyz;
    let _e99 = in2_.xyz;
    let _e101 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e105 = select((_e98 * _e99), _e101, ((_e98 == _e101) | (_e99 == _e101)));
    let _e114 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4(inverseSqrt(((_e105.x + _e105.y) + _e105.z)))), vec4<bool>(true, true, true, false));
    r5_ = _e114;
    let _e115 = _e114.xyz;
    let _e116 = _e73.xyz;
    let _e118 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e122 = select((_e115 * _e116), _e118, ((_e115 == _e118) | (_e116 == _e118)));
    let _e131 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e122.x + _e122.y) + _e122.z))), vec4<bool>(true, false, false, false));
    r6_ = _e131;
    let _e136 = select(_e131, (vec4<f32>(2f, -1f, 0.03f, 1f).wwww + -(_e131.xxxx)), vec4<bool>(true, false, false, false));
    r6_ = _e136;
    let _e137 = _e136.xxxx;
    let _e138 = _e136.xxxx;
    let _e145 = select(_e136, select((_e137 * _e138), vec4<f32>(0f, 0f, 0f, 0f), ((_e137 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e138 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    r6_ = _e145;
    let _e146 = _e145.yyyy;
    let _e147 = _e145.yyyy;
    let _e153 = select(_e145, select((_e146 * _e147), vec4<f32>(0f, 0f, 0f, 0f), ((_e146 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e147 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    r6_ = _e153;
    let _e154 = _e153.yyyy;
    let _e155 = _e153.xxxx;
    let _e161 = select(_e153, select((_e154 * _e155), vec4<f32>(0f, 0f, 0f, 0f), ((_e154 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e155 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r6_ = _e161;
    let _e166 = select(_e161, saturate((_e161.xxxx + vec4<f32>(0.02f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r6_ = _e166;
    let _e169 = consts.c[2];
    r7_ = _e169;
    let _e171 = mix(_e169, _e97, _e166.xxxx);
    r8_ = _e171;
    o0_ = _e171;
    return Output(_e171);
}
