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
    let _e42 = v1_;
    let _e43 = _e42.xyz;
    let _e44 = _e42.xyz;
    let _e47 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e51 = select((_e43 * _e44), _e47, ((_e43 == _e47) | (_e44 == _e47)));
    let _e60 = r0_;
    r0_ = select(_e60, (_e42 * vec4(inverseSqrt(((_e51.x + _e51.y) + _e51.z)))), vec4<bool>(true, true, true, false));
    let _e63 = v0_;
    let _e65 = textureSample(t0_, s0_, _e63.xy);
    r1_ = _e65;
    let _e66 = r1_;
    let _e67 = _e66.xxxx;
    let _e68 = vec4<f32>(0.04f, -0.02f, 2f, -1f).xxxx;
    let _e76 = r1_;
    r1_ = select(_e76, (select((_e67 * _e68), vec4<f32>(0f, 0f, 0f, 0f), ((_e67 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e68 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).yyyy), vec4<bool>(true, false, false, false));
    let _e79 = r0_;
    let _e80 = r1_;
    let _e81 = _e80.xxxx;
    let _e82 = v0_;
    let _e89 = r2_;
    r2_ = select(_e89, (select((_e79 * _e81), vec4<f32>(0f, 0f, 0f, 0f), ((_e79 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e81 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e82), vec4<bool>(true, true, false, false));
    let _e92 = r2_;
    let _e94 = textureSample(t1_, s1_, _e92.xy);
    r3_ = _e94;
    let _e95 = r2_;
    let _e97 = textureSample(t2_, s2_, _e95.xy);
    r4_ = _e97;
    let _e98 = r3_;
    let _e99 = vec4<f32>(0.04f, -0.02f, 2f, -1f).zzzz;
    let _e107 = r3_;
    r3_ = select(_e107, (select((_e98 * _e99), vec4<f32>(0f, 0f, 0f, 0f), ((_e98 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e99 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).wwww), vec4<bool>(true, true, true, false));
    let _e109 = r3_;
    let _e110 = _e109.xyz;
    let _e111 = _e109.xyz;
    let _e113 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e117 = select((_e110 * _e111), _e113, ((_e110 == _e113) | (_e111 == _e113)));
    let _e126 = r5_;
    r5_ = select(_e126, (_e109 * vec4(inverseSqrt(((_e117.x + _e117.y) + _e117.z)))), vec4<bool>(true, true, true, false));
    let _e128 = v2_;
    let _e129 = _e128.xyz;
    let _e130 = _e128.xyz;
    let _e132 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e136 = select((_e129 * _e130), _e132, ((_e129 == _e132) | (_e130 == _e132)));
    let _e145 = r6_;
    r6_ = select(_e145, (_e128 * vec4(inverseSqrt(((_e136.x + _e136.y) + _e136.z)))), vec4<bool>(true, true, true, false));
    let _e147 = r5_;
    let _e148 = r6_;
    let _e149 = _e147.xyz;
    let _e150 = _e148.xyz;
    let _e152 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e156 = select((_e149 * _e150), _e152, ((_e149 == _e152) | (_e150 == _e152)));
    let _e164 = r7_;
    r7_ = select(_e164, saturate(vec4(((_e156.x + _e156.y) + _e156.z))), vec4<bool>(true, false, false, false));
    let _e166 = r6_;
    let _e167 = r0_;
    let _e169 = r8_;
    r8_ = select(_e169, (_e166 + _e167), vec4<bool>(true, true, true, false));
    let _e171 = r8_;
    let _e172 = _e171.xyz;
    let _e173 = _e171.xyz;
    let _e175 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e179 = select((_e172 * _e173), _e175, ((_e172 == _e175) | (_e173 == _e175)));
    let _e188 = r9_;
    r9_ = select(_e188, (_e171 * vec4(inverseSqrt(((_e179.x + _e179.y) + _e179.z)))), vec4<bool>(true, true, true, false));
    let _e190 = r5_;
    let _e191 = r9_;
    let _e192 = _e190.xyz;
    let _e193 = _e191.xyz;
    let _e195 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e199 = select((_e192 * _e193), _e195, ((_e192 == _e195) | (_e193 == _e195)));
    let _e207 = r7_;
    r7_ = select(_e207, saturate(vec4(((_e199.x + _e199.y) + _e199.z))), vec4<bool>(false, true, false, false));
    let _e210 = r7_;
    let _e218 = r7_;
    r7_ = select(_e218, vec4(pow(abs(_e210.yyyy.x), vec4<f32>(32f, 0f, 0f, 1f).xxxx.x)), vec4<bool>(false, false, true, false));
    let _e221 = r4_;
    let _e222 = r7_;
    let _e223 = _e222.xxxx;
    r10_ = select((_e221 * _e223), vec4<f32>(0f, 0f, 0f, 0f), ((_e221 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e223 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e229 = r7_;
    let _e230 = _e229.zzzz;
    let _e233 = consts.c[2];
    let _e234 = r10_;
    let _e241 = r10_;
    r10_ = select(_e241, (select((_e230 * _e233), vec4<f32>(0f, 0f, 0f, 0f), ((_e230 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e233 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e234), vec4<bool>(true, true, true, false));
    let _e243 = r4_;
    let _e245 = r10_;
    r10_ = select(_e245, _e243.wwww, vec4<bool>(false, false, false, true));
    let _e248 = r10_;
    o0_ = _e248;
    let _e249 = o0_;
    return Output(_e249);
}
