struct Constants {
    c: array<vec4<f32>, 225>,
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
var t2_: texture_cube<f32>;
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
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r20_: vec4<f32> = vec4<f32>();
    var r21_: vec4<f32> = vec4<f32>();
    var r22_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e66 = v1_;
    v1_ = select(_e66, in1_, vec4<bool>(true, true, true, false));
    let _e70 = v2_;
    v2_ = select(_e70, in2_, vec4<bool>(true, true, true, false));
    let _e72 = v0_;
    let _e74 = textureSample(t0_, s0_, _e72.xy);
    r0_ = _e74;
    let _e75 = v0_;
    let _e77 = r1_;
    r1_ = select(_e77, _e75.zwww, vec4<bool>(true, true, false, false));
    let _e80 = r1_;
    let _e82 = textureSample(t1_, s1_, _e80.xy);
    r1_ = _e82;
    let _e83 = r0_;
    let _e88 = r0_;
    r0_ = select(_e88, ((_e83 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e90 = r1_;
    let _e95 = r1_;
    r1_ = select(_e95, ((_e90 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e97 = v1_;
    let _e104 = r2_;
    r2_ = select(_e104, (_e97 * vec4(inverseSqrt(dot(_e97.xyz, _e97.xyz)))), vec4<bool>(true, true, true, false));
    let _e106 = v2_;
    let _e113 = r3_;
    r3_ = select(_e113, (_e106 * vec4(inverseSqrt(dot(_e106.xyz, _e106.xyz)))), vec4<bool>(true, true, true, false));
    let _e115 = r0_;
    let _e117 = r2_;
    let _e120 = r4_;
    r4_ = select(_e120, ((_e115 * vec4<f32>(0.25f, 16f, 128f, 0.04f).xxxx) + _e117), vec4<bool>(true, true, true, false));
    let _e122 = r4_;
    let _e129 = r5_;
    r5_ = select(_e129, (_e122 * vec4(inverseSqrt(dot(_e122.xyz, _e122.xyz)))), vec4<bool>(true, true, true, false));
    let _e131 = r1_;
    let _e133 = r5_;
    let _e136 = r6_;
    r6_ = select(_e136, ((_e131 * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).yyyy) + _e133), vec4<bool>(true, true, true, false));
    let _e138 = r6_;
    let _e145 = r7_;
    r7_ = select(_e145, (_e138 * vec4(inverseSqrt(dot(_e138.xyz, _e138.xyz)))), vec4<bool>(true, true, true, false));
    let _e147 = r5_;
    let _e148 = r3_;
    let _e154 = r8_;
    r8_ = select(_e154, saturate(vec4(dot(_e147.xyz, _e148.xyz))), vec4<bool>(true, false, false, false));
    let _e157 = r8_;
    let _e159 = r8_;
    let _e162 = r8_;
    r8_ = select(_e162, (_e157.xxxx * _e159.xxxx), vec4<bool>(false, true, false, false));
    let _e167 = consts.c[4];
    r9_ = _e167;
    let _e168 = r8_;
    let _e172 = consts.c[3];
    let _e173 = r9_;
    let _e175 = r10_;
    r10_ = select(_e175, mix(_e173, _e172, _e168.yyyy), vec4<bool>(true, true, true, false));
    let _e177 = r3_;
    let _e180 = consts.c[6];
    let _e182 = r11_;
    r11_ = select(_e182, (_e177 + _e180), vec4<bool>(true, true, true, false));
    let _e184 = r11_;
    let _e191 = r12_;
    r12_ = select(_e191, (_e184 * vec4(inverseSqrt(dot(_e184.xyz, _e184.xyz)))), vec4<bool>(true, true, true, false));
    let _e193 = r5_;
    let _e194 = r12_;
    let _e200 = r13_;
    r13_ = select(_e200, saturate(vec4(dot(_e193.xyz, _e194.xyz))), vec4<bool>(true, false, false, false));
    let _e202 = r13_;
    let _e210 = r13_;
    r13_ = select(_e210, vec4(pow(abs(_e202.xxxx.x), vec4<f32>(0.25f, 16f, 128f, 0.04f).yyyy.x)), vec4<bool>(false, true, false, false));
    let _e212 = r7_;
    let _e213 = r12_;
    let _e219 = r13_;
    r13_ = select(_e219, saturate(vec4(dot(_e212.xyz, _e213.xyz))), vec4<bool>(false, false, true, false));
    let _e222 = r13_;
    let _e230 = r13_;
    r13_ = select(_e230, vec4(pow(abs(_e222.zzzz.x), vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x)), vec4<bool>(false, false, false, true));
    let _e233 = r13_;
    let _e237 = consts.c[5];
    let _e239 = r14_;
    r14_ = select(_e239, (_e233.wwww * _e237), vec4<bool>(true, true, true, false));
    let _e241 = r5_;
    let _e244 = consts.c[6];
    let _e250 = r15_;
    r15_ = select(_e250, saturate(vec4(dot(_e241.xyz, _e244.xyz))), vec4<bool>(true, false, false, false));
    let _e252 = r10_;
    let _e253 = r15_;
    let _e256 = r16_;
    r16_ = select(_e256, (_e252 * _e253.xxxx), vec4<bool>(true, true, true, false));
    let _e258 = r13_;
    let _e262 = consts.c[7];
    let _e263 = r16_;
    let _e266 = r16_;
    r16_ = select(_e266, ((_e258.yyyy * _e262) + _e263), vec4<bool>(true, true, true, false));
    let _e268 = r16_;
    let _e269 = r14_;
    let _e271 = r16_;
    r16_ = select(_e271, (_e268 + _e269), vec4<bool>(true, true, true, false));
    let _e273 = r3_;
    let _e274 = r2_;
    let _e279 = r17_;
    r17_ = select(_e279, vec4(dot(_e273.xyz, _e274.xyz)), vec4<bool>(true, false, false, false));
    let _e281 = r17_;
    let _e283 = r17_;
    let _e286 = r17_;
    r17_ = select(_e286, (_e281.xxxx + _e283.xxxx), vec4<bool>(false, true, false, false));
    let _e288 = r2_;
    let _e289 = r17_;
    let _e291 = r3_;
    let _e295 = r18_;
    r18_ = select(_e295, ((_e288 * _e289.yyyy) + -(_e291)), vec4<bool>(true, true, true, false));
    let _e297 = r18_;
    let _e299 = textureSample(t2_, s2_, _e297.xyz);
    r19_ = _e299;
    let _e301 = r8_;
    let _e305 = r20_;
    r20_ = select(_e305, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e301.xxxx)), vec4<bool>(true, false, false, false));
    let _e307 = r20_;
    let _e309 = r20_;
    let _e312 = r20_;
    r20_ = select(_e312, (_e307.xxxx * _e309.xxxx), vec4<bool>(false, true, false, false));
    let _e314 = r20_;
    let _e316 = r20_;
    let _e319 = r20_;
    r20_ = select(_e319, (_e314.yyyy * _e316.yyyy), vec4<bool>(false, true, false, false));
    let _e321 = r20_;
    let _e323 = r20_;
    let _e326 = r20_;
    r20_ = select(_e326, (_e321.yyyy * _e323.xxxx), vec4<bool>(false, true, false, false));
    let _e328 = r20_;
    let _e334 = r20_;
    r20_ = select(_e334, ((_e328.yyyy * vec4<f32>(0.96f, 0.5f, 0.04f, 0f).xxxx) + vec4<f32>(0.96f, 0.5f, 0.04f, 0f).zzzz), vec4<bool>(false, true, false, false));
    let _e336 = r20_;
    let _e338 = r19_;
    let _e339 = r16_;
    let _e341 = r21_;
    r21_ = select(_e341, mix(_e339, _e338, _e336.yyyy), vec4<bool>(true, true, true, false));
    let _e343 = r2_;
    let _e344 = r12_;
    let _e350 = r22_;
    r22_ = select(_e350, saturate(vec4(dot(_e343.xyz, _e344.xyz))), vec4<bool>(true, false, false, false));
    let _e352 = r22_;
    let _e360 = r22_;
    r22_ = select(_e360, vec4(pow(abs(_e352.xxxx.x), vec4<f32>(0.25f, 16f, 128f, 0.04f).zzzz.x)), vec4<bool>(false, true, false, false));
    let _e362 = r22_;
    let _e366 = consts.c[7];
    let _e367 = r21_;
    let _e370 = r21_;
    r21_ = select(_e370, ((_e362.yyyy * _e366) + _e367), vec4<bool>(true, true, true, false));
    let _e373 = r21_;
    r21_ = select(_e373, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e375 = r21_;
    o0_ = _e375;
    let _e376 = o0_;
    return Output(_e376);
}
