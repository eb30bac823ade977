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
    var rep_count: i32;
    var r12_: vec4<f32> = vec4<f32>();
    var rep_count_1: i32;
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();

    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e21 = textureSample(t0_, s0_, _e15.xy);
    let _e24 = dot(_e19.xyz, _e19.xyz);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e19 * vec4(inverseSqrt(_e24))), vec4<f32>(0f, 0f, 0f, 0f), (_e24 == 0f)), vec4<bool>(true, true, true, false));
    let _e35 = consts[(constant_index + 5u)];
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(false, false, false, true));
    let _e54 = select(select(_e49, (in1_ * _e49.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(false, false, false, true));
    let _e55 = (_e54 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
    let _e58 = textureSampleLevel(t1_, s1_, _e55.xy, _e55.w);
    let _e60 = select(_e55, (_e55 + vec4<f32>(0.0029296875f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e63 = textureSampleLevel(t1_, s1_, _e60.xy, _e60.w);
    let _e65 = select(_e60, (_e60 + vec4<f32>(0f, 0.0029296875f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e68 = textureSampleLevel(t1_, s1_, _e65.xy, _e65.w);
    let _e71 = select(_e65, (_e65 + -(vec4<f32>(0.0029296875f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e74 = textureSampleLevel(t1_, s1_, _e71.xy, _e71.w);
    let _e89 = select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, ((select(select(select(_e58, _e63.xxxx, vec4<bool>(false, true, false, false)), _e68.xxxx, vec4<bool>(false, false, true, false)), _e74.xxxx, vec4<bool>(false, false, false, true)) + -(_e54.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e89, vec4<f32>(-0.00001f, 0.25f, 0f, 0f).yyyy)), vec4<bool>(true, false, false, false));
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e93.xxxx + -(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy)), vec4<bool>(true, false, false, false));
    let _e104 = select(_e100, (_e93.xxxx * _e100.xxxx), vec4<bool>(true, false, false, false));
    v0_ = _e15;
    v1_ = in1_;
    v2_ = _e19;
    r0_ = _e21;
    r1_ = _e31;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e31.xyz, bitcast<vec4<f32>>(_e35).xyz))), vec4<bool>(true, false, false, false));
    r3_ = _e54;
    r4_ = _e71;
    r5_ = _e89;
    r6_ = _e63;
    r7_ = _e68;
    r8_ = _e74;
    r9_ = _e93;
    r10_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e93.xxxx, vec4<bool>(true, false, false, false));
    r11_ = _e104;
    if (_e104.xxxx.x < vec4<f32>(-0.00001f, 0.25f, 0f, 0f).xxxx.x) {
        let _e126 = r10_;
        let _e128 = r3_;
        rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
        r10_ = select(_e126, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(true, false, false, false));
        r12_ = (_e128 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
        loop {
            let _e138 = rep_count;
            if (_e138 <= 0i) {
                break;
            }
            rep_count = (_e138 - 1i);
            let _e142 = r12_;
            rep_count_1 = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
            r13_ = _e142;
            loop {
                let _e148 = rep_count_1;
                if (_e148 <= 0i) {
                    break;
                }
                rep_count_1 = (_e148 - 1i);
                let _e151 = r13_;
                let _e154 = textureSampleLevel(t1_, s1_, _e151.xy, _e151.w);
                let _e156 = r3_;
                let _e160 = select(_e154, (_e154.xxxx + -(_e156.zzzz)), vec4<bool>(true, false, false, false));
                let _e166 = select(_e160, select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e160.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
                let _e167 = r10_;
                r14_ = _e166;
                r10_ = select(_e167, (_e167.xxxx + _e166.xxxx), vec4<bool>(true, false, false, false));
                r13_ = select(_e151, (_e151.xxxx + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(true, false, false, false));
            }
            let _e177 = r12_;
            r12_ = select(_e177, (_e177.yyyy + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(false, true, false, false));
        }
        let _e182 = r10_;
        r10_ = select(_e182, (_e182.xxxx * vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).zzzz), vec4<bool>(true, false, false, false));
    }
    let _e187 = r2_;
    let _e189 = r10_;
    let _e197 = consts[(constant_index + 6u)];
    let _e201 = r15_;
    let _e202 = select(_e201, (select(_e187, (_e187.xxxx * _e189.xxxx), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e197)), vec4<bool>(true, true, true, false));
    let _e206 = consts[(constant_index + 7u)];
    let _e210 = r0_;
    return Output(select(_e210, (_e210 * select(_e202, (_e202 + bitcast<vec4<f32>>(_e206)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)));
}
