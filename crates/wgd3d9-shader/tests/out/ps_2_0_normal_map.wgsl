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
    let _e37 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e37;
    let _e39 = textureSample(t1_, s1_, in0_.xy);
    r1_ = _e39;
    let _e40 = vec4<f32>(2f, -1f, 0f, 16f).xxxx;
    let _e49 = select(_e39, (select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 0f, 16f).yyyy), vec4<bool>(true, true, true, false));
    r1_ = _e49;
    let _e50 = _e49.xyz;
    let _e51 = _e49.xyz;
    let _e53 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e57 = select((_e50 * _e51), _e53, ((_e50 == _e53) | (_e51 == _e53)));
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e49 * vec4(inverseSqrt(((_e57.x + _e57.y) + _e57.z)))), vec4<bool>(true, true, true, false));
    r2_ = _e66;
    let _e67 = in1_.xyz;
    let _e68 = in1_.xyz;
    let _e70 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e74 = select((_e67 * _e68), _e70, ((_e67 == _e70) | (_e68 == _e70)));
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4(inverseSqrt(((_e74.x + _e74.y) + _e74.z)))), vec4<bool>(true, true, true, false));
    r3_ = _e83;
    let _e84 = in2_.xyz;
    let _e85 = in2_.xyz;
    let _e87 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e91 = select((_e84 * _e85), _e87, ((_e84 == _e87) | (_e85 == _e87)));
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4(inverseSqrt(((_e91.x + _e91.y) + _e91.z)))), vec4<bool>(true, true, true, false));
    r4_ = _e100;
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e83 + _e100), vec4<bool>(true, true, true, false));
    r5_ = _e102;
    let _e103 = _e102.xyz;
    let _e104 = _e102.xyz;
    let _e106 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e110 = select((_e103 * _e104), _e106, ((_e103 == _e106) | (_e104 == _e106)));
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e102 * vec4(inverseSqrt(((_e110.x + _e110.y) + _e110.z)))), vec4<bool>(true, true, true, false));
    r6_ = _e119;
    let _e120 = _e66.xyz;
    let _e121 = _e83.xyz;
    let _e123 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e127 = select((_e120 * _e121), _e123, ((_e120 == _e123) | (_e121 == _e123)));
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e127.x + _e127.y) + _e127.z))), vec4<bool>(true, false, false, false));
    r7_ = _e136;
    let _e137 = _e66.xyz;
    let _e138 = _e119.xyz;
    let _e140 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e144 = select((_e137 * _e138), _e140, ((_e137 == _e140) | (_e138 == _e140)));
    let _e153 = select(_e136, saturate(vec4(((_e144.x + _e144.y) + _e144.z))), vec4<bool>(false, true, false, false));
    r7_ = _e153;
    let _e162 = select(_e153, vec4(pow(abs(_e153.yyyy.x), vec4<f32>(2f, -1f, 0f, 16f).wwww.x)), vec4<bool>(false, false, true, false));
    r7_ = _e162;
    let _e165 = consts.c[1];
    let _e170 = select((_e37 * _e165), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e165 == vec4<f32>(0f, 0f, 0f, 0f))));
    r8_ = _e170;
    let _e171 = _e162.xxxx;
    let _e176 = select((_e170 * _e171), vec4<f32>(0f, 0f, 0f, 0f), ((_e170 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e171 == vec4<f32>(0f, 0f, 0f, 0f))));
    r8_ = _e176;
    let _e177 = _e162.zzzz;
    let _e180 = consts.c[2];
    let _e187 = select(_e176, (select((_e177 * _e180), vec4<f32>(0f, 0f, 0f, 0f), ((_e177 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e180 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e176), vec4<bool>(true, true, true, false));
    r8_ = _e187;
    o0_ = _e187;
    return Output(_e187);
}
