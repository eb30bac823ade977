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
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4(inverseSqrt(((_e50.x + _e50.y) + _e50.z)))), vec4<bool>(true, true, true, false));
    r0_ = _e60;
    let _e62 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e62;
    let _e63 = _e62.xxxx;
    let _e64 = vec4<f32>(0.04f, -0.02f, 2f, -1f).xxxx;
    let _e73 = select(_e62, (select((_e63 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).yyyy), vec4<bool>(true, false, false, false));
    r1_ = _e73;
    let _e74 = _e73.xxxx;
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e60 * _e74), vec4<f32>(0f, 0f, 0f, 0f), ((_e60 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e74 == vec4<f32>(0f, 0f, 0f, 0f)))) + in0_), vec4<bool>(true, true, false, false));
    r2_ = _e82;
    let _e84 = textureSample(t1_, s1_, _e82.xy);
    r3_ = _e84;
    let _e86 = textureSample(t2_, s2_, _e82.xy);
    r4_ = _e86;
    let _e87 = vec4<f32>(0.04f, -0.02f, 2f, -1f).zzzz;
    let _e95 = select(_e84, (select((_e84 * _e87), vec4<f32>(0f, 0f, 0f, 0f), ((_e84 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e87 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).wwww), vec4<bool>(true, true, true, false));
    r3_ = _e95;
    let _e96 = _e95.xyz;
    let _e97 = _e95.xyz;
    let _e99 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e103 = select((_e96 * _e97), _e99, ((_e96 == _e99) | (_e97 == _e99)));
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e95 * vec4(inverseSqrt(((_e103.x + _e103.y) + _e103.z)))), vec4<bool>(true, true, true, false));
    r5_ = _e112;
    let _e113 = in2_.xyz;
    let _e114 = in2_.xyz;
    let _e116 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e120 = select((_e113 * _e114), _e116, ((_e113 == _e116) | (_e114 == _e116)));
    let _e129 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4(inverseSqrt(((_e120.x + _e120.y) + _e120.z)))), vec4<bool>(true, true, true, false));
    r6_ = _e129;
    let _e130 = _e112.xyz;
    let _e131 = _e129.xyz;
    let _e133 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e137 = select((_e130 * _e131), _e133, ((_e130 == _e133) | (_e131 == _e133)));
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e137.x + _e137.y) + _e137.z))), vec4<bool>(true, false, false, false));
    r7_ = _e145;
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e129 + _e60), vec4<bool>(true, true, true, false));
    r8_ = _e147;
    let _e148 = _e147.xyz;
    let _e149 = _e147.xyz;
    let _e151 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e155 = select((_e148 * _e149), _e151, ((_e148 == _e151) | (_e149 == _e151)));
    let _e164 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e147 * vec4(inverseSqrt(((_e155.x + _e155.y) + _e155.z)))), vec4<bool>(true, true, true, false));
    r9_ = _e164;
    let _e165 = _e112.xyz;
    let _e166 = _e164.xyz;
    let _e168 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e172 = select((_e165 * _e166), _e168, ((_e165 == _e168) | (_e166 == _e168)));
    let _e181 = select(_e145, saturate(vec4(((_e172.x + _e172.y) + _e172.z))), vec4<bool>(false, true, false, false));
    r7_ = _e181;
    let _e190 = select(_e181, vec4(pow(abs(_e181.yyyy.x), vec4<f32>(32f, 0f, 0f, 1f).xxxx.x)), vec4<bool>(false, false, true, false));
    r7_ = _e190;
    let _e191 = _e190.xxxx;
    let _e196 = select((_e86 * _e191), vec4<f32>(0f, 0f, 0f, 0f), ((_e86 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e191 == vec4<f32>(0f, 0f, 0f, 0f))));
    r10_ = _e196;
    let _e197 = _e190.zzzz;
    let _e200 = consts.c[2];
    let _e207 = select(_e196, (select((_e197 * _e200), vec4<f32>(0f, 0f, 0f, 0f), ((_e197 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e200 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e196), vec4<bool>(true, true, true, false));
    r10_ = _e207;
    let _e210 = select(_e207, _e86.wwww, vec4<bool>(false, false, false, true));
    r10_ = _e210;
    o0_ = _e210;
    return Output(_e210);
}
