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
    let _e35 = v0_;
    let _e37 = textureSample(t0_, s0_, _e35.xy);
    r0_ = _e37;
    let _e38 = v0_;
    let _e40 = textureSample(t1_, s1_, _e38.xy);
    r1_ = _e40;
    let _e41 = r1_;
    let _e42 = vec4<f32>(2f, -1f, 0f, 16f).xxxx;
    let _e51 = r1_;
    r1_ = select(_e51, (select((_e41 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 0f, 16f).yyyy), vec4<bool>(true, true, true, false));
    let _e54 = r1_;
    let _e55 = _e54.xyz;
    let _e56 = _e54.xyz;
    let _e58 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e62 = select((_e55 * _e56), _e58, ((_e55 == _e58) | (_e56 == _e58)));
    let _e71 = r2_;
    r2_ = select(_e71, (_e54 * vec4(inverseSqrt(((_e62.x + _e62.y) + _e62.z)))), vec4<bool>(true, true, true, false));
    let _e73 = v1_;
    let _e74 = _e73.xyz;
    let _e75 = _e73.xyz;
    let _e77 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e81 = select((_e74 * _e75), _e77, ((_e74 == _e77) | (_e75 == _e77)));
    let _e90 = r3_;
    r3_ = select(_e90, (_e73 * vec4(inverseSqrt(((_e81.x + _e81.y) + _e81.z)))), vec4<bool>(true, true, true, false));
    let _e92 = v2_;
    let _e93 = _e92.xyz;
    let _e94 = _e92.xyz;
    let _e96 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e100 = select((_e93 * _e94), _e96, ((_e93 == _e96) | (_e94 == _e96)));
    let _e109 = r4_;
    r4_ = select(_e109, (_e92 * vec4(inverseSqrt(((_e100.x + _e100.y) + _e100.z)))), vec4<bool>(true, true, true, false));
    let _e111 = r3_;
    let _e112 = r4_;
    let _e114 = r5_;
    r5_ = select(_e114, (_e111 + _e112), vec4<bool>(true, true, true, false));
    let _e116 = r5_;
    let _e117 = _e116.xyz;
    let _e118 = _e116.xyz;
    let _e120 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e124 = select((_e117 * _e118), _e120, ((_e117 == _e120) | (_e118 == _e120)));
    let _e133 = r6_;
    r6_ = select(_e133, (_e116 * vec4(inverseSqrt(((_e124.x + _e124.y) + _e124.z)))), vec4<bool>(true, true, true, false));
    let _e135 = r2_;
    let _e136 = r3_;
    let _e137 = _e135.xyz;
    let _e138 = _e136.xyz;
    let _e140 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e144 = select((_e137 * _e138), _e140, ((_e137 == _e140) | (_e138 == _e140)));
    let _e152 = r7_;
    r7_ = select(_e152, saturate(vec4(((_e144.x + _e144.y) + _e144.z))), vec4<bool>(true, false, false, false));
    let _e155 = r2_;
    let _e156 = r6_;
    let _e157 = _e155.xyz;
    let _e158 = _e156.xyz;
    let _e160 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e164 = select((_e157 * _e158), _e160, ((_e157 == _e160) | (_e158 == _e160)));
    let _e172 = r7_;
    r7_ = select(_e172, saturate(vec4(((_e164.x + _e164.y) + _e164.z))), vec4<bool>(false, true, false, false));
    let _e175 = r7_;
    let _e183 = r7_;
    r7_ = select(_e183, vec4(pow(abs(_e175.yyyy.x), vec4<f32>(2f, -1f, 0f, 16f).wwww.x)), vec4<bool>(false, false, true, false));
    let _e186 = r0_;
    let _e189 = consts.c[1];
    r8_ = select((_e186 * _e189), vec4<f32>(0f, 0f, 0f, 0f), ((_e186 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e189 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e195 = r8_;
    let _e196 = r7_;
    let _e197 = _e196.xxxx;
    r8_ = select((_e195 * _e197), vec4<f32>(0f, 0f, 0f, 0f), ((_e195 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e197 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e203 = r7_;
    let _e204 = _e203.zzzz;
    let _e207 = consts.c[2];
    let _e208 = r8_;
    let _e215 = r8_;
    r8_ = select(_e215, (select((_e204 * _e207), vec4<f32>(0f, 0f, 0f, 0f), ((_e204 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e207 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e208), vec4<bool>(true, true, true, false));
    let _e217 = r8_;
    o0_ = _e217;
    let _e218 = o0_;
    return Output(_e218);
}
