struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
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
    var r14_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var rep_count_1: i32;
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r20_: vec4<f32> = vec4<f32>();
    var r21_: vec4<f32> = vec4<f32>();
    var r22_: vec4<f32> = vec4<f32>();
    var r23_: vec4<f32> = vec4<f32>();
    var r24_: vec4<f32> = vec4<f32>();

    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e19 = dpdx(_e13);
    let _e21 = dpdy(_e13);
    let _e25 = dot(_e16.xyz, _e16.xyz);
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e16 * vec4(inverseSqrt(_e25))), vec4<f32>(0f, 0f, 0f, 0f), (_e25 == 0f)), vec4<bool>(true, true, true, false));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e32.z)), vec4<bool>(true, false, false, false));
    let _e41 = select(_e38, (_e32 * _e38.xxxx), vec4<bool>(true, true, false, false));
    let _e44 = select(_e41, (_e41 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    let _e50 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e13, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    rep_count = clamp(vec4<i32>(24i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = _e13;
    v1_ = _e16;
    v2_ = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e19, vec4<bool>(true, true, false, false));
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e21, vec4<bool>(true, true, false, false));
    r2_ = _e32;
    r3_ = _e44;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e44 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(true, true, false, false));
    r5_ = _e50;
    r6_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    r7_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    r8_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e50, vec4<bool>(true, true, false, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, true, false));
    loop {
        let _e78 = rep_count;
        if (_e78 <= 0i) {
            break;
        }
        rep_count = (_e78 - 1i);
        let _e82 = r5_;
        let _e83 = r8_;
        let _e85 = r7_;
        let _e88 = r4_;
        let _e91 = select(_e82, (_e82 + -(_e88)), vec4<bool>(true, true, false, false));
        let _e92 = r6_;
        let _e97 = select(_e92, (_e92.xxxx + -(vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx)), vec4<bool>(true, false, false, false));
        let _e99 = r0_;
        let _e100 = r1_;
        let _e103 = textureSampleGrad(t0_, s0_, _e91.xy, _e99.xy, _e100.xy);
        let _e105 = select(_e85, _e103.wwww, vec4<bool>(true, false, false, false));
        r8_ = select(select(_e83, _e82, vec4<bool>(true, true, false, false)), _e85.xxxx, vec4<bool>(false, false, true, false));
        r5_ = _e91;
        r6_ = _e97;
        r9_ = _e103;
        r7_ = _e105;
        if (_e105.xxxx.x >= _e97.xxxx.x) {
            break;
        }
    }
    let _e112 = r7_;
    let _e114 = r6_;
    let _e119 = r10_;
    let _e125 = select(select(_e119, (_e112.xxxx + -(_e114.xxxx)), vec4<bool>(true, false, false, false)), (_e114.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).xxxx), vec4<bool>(false, true, false, false));
    let _e126 = r8_;
    let _e131 = select(_e125, (_e126.zzzz + -(_e125.yyyy)), vec4<bool>(false, true, false, false));
    let _e136 = select(_e131, (_e131.xxxx + -(_e131.yyyy)), vec4<bool>(false, false, true, false));
    let _e140 = select(_e136, vec4((1f / _e136.z)), vec4<bool>(false, false, true, false));
    let _e145 = select(_e140, saturate((_e140.xxxx * _e140.zzzz)), vec4<bool>(true, false, false, false));
    let _e147 = r5_;
    let _e150 = r11_;
    let _e152 = select(select(_e150, mix(_e147, _e126, _e145.xxxx), vec4<bool>(true, true, false, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, true));
    let _e154 = r0_;
    let _e155 = r1_;
    let _e158 = textureSampleGrad(t0_, s0_, _e152.xy, _e154.xy, _e155.xy);
    let _e162 = textureSampleGrad(t1_, s1_, _e152.xy, _e154.xy, _e155.xy);
    let _e163 = v2_;
    let _e166 = dot(_e163.xyz, _e163.xyz);
    let _e173 = r14_;
    let _e174 = select(_e173, select((_e163 * vec4(inverseSqrt(_e166))), vec4<f32>(0f, 0f, 0f, 0f), (_e166 == 0f)), vec4<bool>(true, true, true, false));
    let _e179 = r15_;
    let _e180 = select(_e179, vec4((1f / _e174.z)), vec4<bool>(true, false, false, false));
    let _e183 = select(_e180, (_e174 * _e180.xxxx), vec4<bool>(true, true, false, false));
    let _e186 = select(_e183, (_e183 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).yyyy), vec4<bool>(true, true, false, false));
    let _e192 = r17_;
    let _e196 = r18_;
    rep_count_1 = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    r10_ = _e145;
    r11_ = _e152;
    r12_ = _e158;
    r13_ = _e162;
    r14_ = _e174;
    r15_ = select(_e186, (_e186 * vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, true, false, false));
    r16_ = _e152;
    r17_ = select(_e192, _e158.wwww, vec4<bool>(true, false, false, false));
    r18_ = select(_e196, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(true, false, false, false));
    loop {
        let _e206 = rep_count_1;
        if (_e206 <= 0i) {
            break;
        }
        rep_count_1 = (_e206 - 1i);
        let _e209 = r16_;
        let _e210 = r15_;
        let _e212 = select(_e209, (_e209 + _e210), vec4<bool>(true, true, false, false));
        let _e213 = r17_;
        let _e217 = select(_e213, (_e213.xxxx + vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).zzzz), vec4<bool>(true, false, false, false));
        let _e219 = r0_;
        let _e220 = r1_;
        let _e223 = textureSampleGrad(t0_, s0_, _e212.xy, _e219.xy, _e220.xy);
        let _e228 = select(_e223, (_e223.wwww + -(_e217.xxxx)), vec4<bool>(true, false, false, false));
        let _e234 = select(_e228, select(vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<f32>(2f, -1f, 0f, 1f).zzzz, (_e228.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
        let _e235 = r18_;
        let _e236 = _e235.xxxx;
        let _e237 = _e234.xxxx;
        r16_ = _e212;
        r17_ = _e217;
        r19_ = _e234;
        r18_ = select(_e235, select(_e237, _e236, (_e236 < _e237)), vec4<bool>(true, false, false, false));
    }
    let _e242 = r12_;
    let _e247 = select(_e242, ((_e242 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e250 = dot(_e247.xyz, _e247.xyz);
    let _e257 = r20_;
    let _e258 = select(_e257, select((_e247 * vec4(inverseSqrt(_e250))), vec4<f32>(0f, 0f, 0f, 0f), (_e250 == 0f)), vec4<bool>(true, true, true, false));
    let _e259 = r14_;
    let _e266 = r21_;
    let _e267 = select(_e266, saturate(vec4(dot(_e258.xyz, _e259.xyz))), vec4<bool>(true, false, false, false));
    let _e269 = r18_;
    let _e273 = r2_;
    let _e276 = r22_;
    let _e277 = select(_e276, (_e259 + _e273), vec4<bool>(true, true, true, false));
    let _e280 = dot(_e277.xyz, _e277.xyz);
    let _e287 = r23_;
    let _e294 = select(select(_e267, (_e267.xxxx * _e269.xxxx), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e258.xyz, select(_e287, select((_e277 * vec4(inverseSqrt(_e280))), vec4<f32>(0f, 0f, 0f, 0f), (_e280 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e297 = abs(_e294.y);
    let _e308 = select(_e294, vec4(min(select(select(pow(_e297, vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).w), 340282350000000000000000000000000000000f, ((_e297 == 0f) && (vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).w < 0f))), 1f, (vec4<f32>(0.0416667f, 0.05f, 0.125f, 32f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e312 = select(_e308, (_e308.zzzz * _e269.xxxx), vec4<bool>(false, false, true, false));
    let _e313 = r13_;
    let _e317 = r24_;
    let _e318 = select(_e317, (_e313 * _e312.xxxx), vec4<bool>(true, true, true, false));
    let _e321 = select(_e318, (_e318 + _e312.zzzz), vec4<bool>(true, true, true, false));
    let _e325 = consts[(constant_index + 3u)];
    return Output(select(select(_e321, ((_e313 * bitcast<vec4<f32>>(_e325)) + _e321), vec4<bool>(true, true, true, false)), _e313.wwww, vec4<bool>(false, false, false, true)));
}
