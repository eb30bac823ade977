struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
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
var t3_: texture_cube<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    var v10_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var r22_: vec4<f32> = vec4<f32>();
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
    var r20_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r21_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e21 = (frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f));
    let _e25 = consts[(_e4 + 2u)];
    let _e26 = bitcast<vec4<f32>>(_e25);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e21 * _e26) + _e26.zwww), vec4<bool>(true, true, false, false));
    let _e33 = textureSample(t2_, s2_, _e31.xy);
    let _e36 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e20 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e40 = consts[(_e4 + 3u)];
    let _e41 = bitcast<vec4<f32>>(_e40);
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e41 + -(_e36)), vec4<bool>(true, true, true, false));
    let _e50 = select(_e44, vec4(dot(_e44.xyz, _e44.xyz)), vec4<bool>(false, false, false, true));
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e50.w))), vec4<bool>(true, false, false, false));
    let _e62 = select(_e56, vec4((1f / _e56.x)), vec4<bool>(false, true, false, false));
    let _e67 = select(_e62, (_e62.yyyy * _e41.wwww), vec4<bool>(false, false, true, false));
    let _e73 = select(_e67, saturate((vec4<f32>(0.5f, 4f, 2f, 1f).wwww + -(_e67.zzzz))), vec4<bool>(false, false, true, false));
    let _e77 = select(_e73, (_e73.zzzz * _e73.zzzz), vec4<bool>(false, false, true, false));
    let _e79 = textureSample(t0_, s0_, _e31.xy);
    let _e81 = textureSample(t1_, s1_, _e31.xy);
    v10_ = frag_coord;
    v0_ = _e20;
    r22_ = _e21;
    r0_ = _e26;
    r1_ = _e31;
    r2_ = _e33;
    r3_ = _e36;
    r4_ = _e50;
    r5_ = _e77;
    r6_ = _e79;
    r7_ = _e81;
    r8_ = vec4<f32>(0f, 0f, 0f, 0f);
    if (_e77.zzzz.x > vec4<f32>(0f, 0f, 0f, 0f).xxxx.x) {
        let _e99 = r7_;
        let _e106 = r9_;
        let _e107 = select(_e106, ((_e99 * vec4<f32>(0.5f, 4f, 2f, 1f).yyyy) + -(vec4<f32>(0.5f, 4f, 2f, 1f).zzzz)), vec4<bool>(true, true, false, false));
        let _e114 = select(_e107, vec4((dot(_e107.xy, _e107.xy) + vec4<f32>(0f, 0f, 0f, 0f).x)), vec4<bool>(false, false, true, false));
        let _e120 = r10_;
        let _e121 = select(_e120, (_e114.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)), vec4<bool>(true, false, false, false));
        let _e127 = select(_e121, ((_e121.xxxx * vec4<f32>(0.5f, 4f, 2f, 1f).xxxx) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(true, false, false, false));
        let _e132 = select(_e127, vec4(inverseSqrt(abs(_e127.x))), vec4<bool>(false, true, false, false));
        let _e136 = select(_e132, vec4((1f / _e132.y)), vec4<bool>(false, true, false, false));
        let _e140 = r11_;
        let _e148 = select(select(_e140, (_e114 * _e136.yyyy), vec4<bool>(true, true, false, false)), ((_e114.zzzz * -(vec4<f32>(0.5f, 4f, 2f, 1f).xxxx)) + vec4<f32>(0.5f, 4f, 2f, 1f).wwww), vec4<bool>(false, false, true, false));
        let _e151 = dot(_e148.xyz, _e148.xyz);
        let _e159 = r12_;
        let _e160 = select(_e159, select((_e148 * vec4(inverseSqrt(_e151))), vec4<f32>(0f, 0f, 0f, 0f), (_e151 == 0f)), vec4<bool>(true, true, true, false));
        let _e161 = r4_;
        let _e162 = r5_;
        let _e166 = r13_;
        let _e167 = select(_e166, (_e161 * _e162.xxxx), vec4<bool>(true, true, true, false));
        let _e174 = r14_;
        let _e176 = r3_;
        let _e177 = -(_e176);
        let _e180 = dot(_e177.xyz, _e177.xyz);
        let _e187 = r15_;
        let _e188 = select(_e187, select((_e177 * vec4(inverseSqrt(_e180))), vec4<f32>(0f, 0f, 0f, 0f), (_e180 == 0f)), vec4<bool>(true, true, true, false));
        let _e191 = r16_;
        let _e192 = select(_e191, (_e167 + _e188), vec4<bool>(true, true, true, false));
        let _e195 = dot(_e192.xyz, _e192.xyz);
        let _e202 = r17_;
        let _e203 = select(_e202, select((_e192 * vec4(inverseSqrt(_e195))), vec4<f32>(0f, 0f, 0f, 0f), (_e195 == 0f)), vec4<bool>(true, true, true, false));
        let _e209 = select(select(_e174, saturate(vec4(dot(_e160.xyz, _e167.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e160.xyz, _e203.xyz))), vec4<bool>(false, true, false, false));
        let _e214 = consts[(_e4 + 5u)];
        let _e215 = bitcast<vec4<f32>>(_e214);
        let _e217 = abs(_e209.y);
        let _e228 = select(_e209, vec4(min(select(select(pow(_e217, _e215.x), 340282350000000000000000000000000000000f, ((_e217 == 0f) && (_e215.x < 0f))), 1f, (_e215.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e232 = select(_e228, (_e228.zzzz * _e99.zzzz), vec4<bool>(false, false, true, false));
        let _e237 = consts[(_e4 + 6u)];
        let _e244 = r18_;
        let _e245 = select(_e244, vec4(dot(-(_e167).xyz, bitcast<vec4<f32>>(_e237).xyz)), vec4<bool>(true, false, false, false));
        let _e250 = select(_e245, (_e245.xxxx + -(_e215.yyyy)), vec4<bool>(true, false, false, false));
        let _e255 = select(_e250, saturate((_e250.xxxx * _e215.zzzz)), vec4<bool>(true, false, false, false));
        let _e260 = consts[(_e4 + 7u)];
        let _e267 = r20_;
        let _e273 = consts[(_e4 + 8u)];
        let _e284 = consts[(_e4 + 9u)];
        let _e292 = select(select(select(select(_e267, vec4(dot(-(_e161).xyz, bitcast<vec4<f32>>(_e260).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(-(_e161).xyz, bitcast<vec4<f32>>(_e273).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(-(_e161).xyz, bitcast<vec4<f32>>(_e284).xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
        let _e295 = textureSampleLevel(t3_, s3_, _e292.xyz, _e292.w);
        let _e299 = select(_e295, (_e295.xxxx + _e215.wwww), vec4<bool>(true, false, false, false));
        let _e304 = select(_e299, (_e299.xxxx + -(_e162.yyyy)), vec4<bool>(true, false, false, false));
        let _e307 = r8_;
        let _e311 = select(_e304, select(_e307.xxxx, vec4<f32>(0.5f, 4f, 2f, 1f).wwww, (_e304.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        let _e315 = select(_e255, (_e255.xxxx * _e311.xxxx), vec4<bool>(true, false, false, false));
        let _e319 = select(_e162, (_e162.zzzz * _e315.xxxx), vec4<bool>(false, false, true, false));
        let _e323 = select(_e232, (_e232 * _e319.zzzz), vec4<bool>(true, false, true, false));
        let _e324 = r6_;
        let _e327 = select(_e307, (_e324 * _e323.xxxx), vec4<bool>(true, true, true, false));
        let _e330 = select(_e327, (_e327 + _e323.zzzz), vec4<bool>(true, true, true, false));
        let _e334 = consts[(_e4 + 4u)];
        r9_ = _e114;
        r10_ = _e136;
        r11_ = _e148;
        r12_ = _e160;
        r13_ = _e167;
        r14_ = _e323;
        r15_ = _e188;
        r16_ = _e192;
        r17_ = _e203;
        r18_ = _e315;
        r19_ = _e215;
        r20_ = _e292;
        r21_ = _e311;
        r5_ = _e319;
        r8_ = select(_e330, (_e330 * bitcast<vec4<f32>>(_e334)), vec4<bool>(true, true, true, false));
    }
    let _e340 = r8_;
    return Output(_e340);
}
