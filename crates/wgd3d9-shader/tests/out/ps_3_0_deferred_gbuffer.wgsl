struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    let _e54 = v0_;
    v0_ = select(_e54, in0_, vec4<bool>(true, true, false, false));
    let _e58 = v1_;
    v1_ = select(_e58, in1_, vec4<bool>(true, true, true, false));
    v2_ = in2_;
    let _e63 = v3_;
    v3_ = select(_e63, in3_, vec4<bool>(true, true, true, false));
    let _e65 = v0_;
    let _e67 = textureSample(t0_, s0_, _e65.xy);
    r0_ = _e67;
    let _e68 = r0_;
    r1_ = (_e68.wwww + -(vec4<f32>(0.5f, 0.4f, 8f, 0f).yyyy));
    let _e73 = r1_;
    if any((_e73 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e77 = v0_;
    let _e79 = textureSample(t1_, s1_, _e77.xy);
    r2_ = _e79;
    let _e80 = v0_;
    let _e82 = textureSample(t2_, s2_, _e80.xy);
    r3_ = _e82;
    let _e83 = v0_;
    let _e85 = textureSample(t3_, s3_, _e83.xy);
    r4_ = _e85;
    let _e86 = r2_;
    let _e91 = r2_;
    r2_ = select(_e91, ((_e86 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e93 = v1_;
    let _e100 = r5_;
    r5_ = select(_e100, (_e93 * vec4(inverseSqrt(dot(_e93.xyz, _e93.xyz)))), vec4<bool>(true, true, true, false));
    let _e102 = v2_;
    let _e109 = r6_;
    r6_ = select(_e109, (_e102 * vec4(inverseSqrt(dot(_e102.xyz, _e102.xyz)))), vec4<bool>(true, true, true, false));
    let _e111 = r5_;
    let _e112 = r6_;
    let _e115 = cross(_e111.xyz, _e112.xyz);
    let _e121 = r7_;
    r7_ = select(_e121, vec4<f32>(_e115.x, _e115.y, _e115.z, 0f), vec4<bool>(true, true, true, false));
    let _e123 = r7_;
    let _e124 = v2_;
    let _e127 = r7_;
    r7_ = select(_e127, (_e123 * _e124.wwww), vec4<bool>(true, true, true, false));
    let _e129 = r2_;
    let _e131 = r6_;
    let _e133 = r8_;
    r8_ = select(_e133, (_e129.xxxx * _e131), vec4<bool>(true, true, true, false));
    let _e135 = r2_;
    let _e137 = r7_;
    let _e138 = r8_;
    let _e141 = r8_;
    r8_ = select(_e141, ((_e135.yyyy * _e137) + _e138), vec4<bool>(true, true, true, false));
    let _e143 = r2_;
    let _e145 = r5_;
    let _e146 = r8_;
    let _e149 = r8_;
    r8_ = select(_e149, ((_e143.zzzz * _e145) + _e146), vec4<bool>(true, true, true, false));
    let _e151 = r8_;
    let _e154 = consts.c[2];
    let _e159 = r9_;
    r9_ = select(_e159, vec4(dot(_e151.xyz, _e154.xyz)), vec4<bool>(true, false, false, false));
    let _e162 = r8_;
    let _e165 = consts.c[3];
    let _e170 = r9_;
    r9_ = select(_e170, vec4(dot(_e162.xyz, _e165.xyz)), vec4<bool>(false, true, false, false));
    let _e173 = r8_;
    let _e176 = consts.c[4];
    let _e181 = r9_;
    r9_ = select(_e181, vec4(dot(_e173.xyz, _e176.xyz)), vec4<bool>(false, false, true, false));
    let _e184 = r9_;
    let _e191 = r10_;
    r10_ = select(_e191, (_e184 * vec4(inverseSqrt(dot(_e184.xyz, _e184.xyz)))), vec4<bool>(true, true, true, false));
    let _e193 = r10_;
    let _e199 = r11_;
    r11_ = select(_e199, ((_e193.zzzz * vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz) + vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz), vec4<bool>(true, false, false, false));
    let _e201 = r11_;
    let _e207 = r11_;
    r11_ = select(_e207, vec4(inverseSqrt(abs(_e201.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e209 = r10_;
    let _e210 = r11_;
    let _e213 = r11_;
    r11_ = select(_e213, (_e209 * _e210.xxxx), vec4<bool>(true, true, false, false));
    let _e215 = r11_;
    let _e218 = r11_;
    r11_ = select(_e218, (_e215 + vec4<f32>(0.5f, 0.4f, 8f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e220 = v3_;
    let _e224 = consts.c[5];
    let _e227 = r12_;
    r12_ = select(_e227, (_e220.zzzz * _e224.xxxx), vec4<bool>(true, false, false, false));
    let _e229 = r0_;
    let _e230 = o0_;
    o0_ = select(_e230, _e229, vec4<bool>(true, true, true, false));
    let _e232 = r3_;
    let _e234 = o0_;
    o0_ = select(_e234, _e232.zzzz, vec4<bool>(false, false, false, true));
    let _e237 = r11_;
    let _e238 = o1_;
    o1_ = select(_e238, _e237, vec4<bool>(true, true, false, false));
    let _e240 = r3_;
    let _e242 = o1_;
    o1_ = select(_e242, _e240.xyxy, vec4<bool>(false, false, true, true));
    let _e245 = r12_;
    o2_ = _e245.xxxx;
    let _e247 = r4_;
    let _e248 = r4_;
    let _e251 = o3_;
    o3_ = select(_e251, (_e247 * _e248.wwww), vec4<bool>(true, true, true, false));
    let _e254 = o3_;
    o3_ = select(_e254, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e256 = o0_;
    let _e257 = o1_;
    let _e258 = o2_;
    let _e259 = o3_;
    return Output(_e256, _e257, _e258, _e259);
}
