struct Constants {
    c: array<vec4<f32>, 226>,
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

    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e20 = textureSample(t0_, s0_, _e14.xy);
    let _e23 = dot(_e18.xyz, _e18.xyz);
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e18 * vec4(inverseSqrt(_e23))), vec4<f32>(0f, 0f, 0f, 0f), (_e23 == 0f)), vec4<bool>(true, true, true, false));
    let _e33 = consts.c[5];
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(false, false, false, true));
    let _e52 = select(select(_e47, (in1_ * _e47.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(false, false, false, true));
    let _e53 = (_e52 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
    let _e56 = textureSampleLevel(t1_, s1_, _e53.xy, _e53.w);
    let _e58 = select(_e53, (_e53 + vec4<f32>(0.0029296875f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e61 = textureSampleLevel(t1_, s1_, _e58.xy, _e58.w);
    let _e63 = select(_e58, (_e58 + vec4<f32>(0f, 0.0029296875f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e66 = textureSampleLevel(t1_, s1_, _e63.xy, _e63.w);
    let _e69 = select(_e63, (_e63 + -(vec4<f32>(0.0029296875f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e72 = textureSampleLevel(t1_, s1_, _e69.xy, _e69.w);
    let _e87 = select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, ((select(select(select(_e56, _e61.xxxx, vec4<bool>(false, true, false, false)), _e66.xxxx, vec4<bool>(false, false, true, false)), _e72.xxxx, vec4<bool>(false, false, false, true)) + -(_e52.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e87, vec4<f32>(-0.00001f, 0.25f, 0f, 0f).yyyy)), vec4<bool>(true, false, false, false));
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e91.xxxx + -(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy)), vec4<bool>(true, false, false, false));
    let _e102 = select(_e98, (_e91.xxxx * _e98.xxxx), vec4<bool>(true, false, false, false));
    v0_ = _e14;
    v1_ = in1_;
    v2_ = _e18;
    r0_ = _e20;
    r1_ = _e30;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e30.xyz, _e33.xyz))), vec4<bool>(true, false, false, false));
    r3_ = _e52;
    r4_ = _e69;
    r5_ = _e87;
    r6_ = _e61;
    r7_ = _e66;
    r8_ = _e72;
    r9_ = _e91;
    r10_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e91.xxxx, vec4<bool>(true, false, false, false));
    r11_ = _e102;
    if (_e102.xxxx.x < vec4<f32>(-0.00001f, 0.25f, 0f, 0f).xxxx.x) {
        let _e124 = r10_;
        let _e126 = r3_;
        rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
        r10_ = select(_e124, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(true, false, false, false));
        r12_ = (_e126 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
        loop {
            let _e136 = rep_count;
            if (_e136 <= 0i) {
                break;
            }
            rep_count = (_e136 - 1i);
            let _e140 = r12_;
            rep_count_1 = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
            r13_ = _e140;
            loop {
                let _e146 = rep_count_1;
                if (_e146 <= 0i) {
                    break;
                }
                rep_count_1 = (_e146 - 1i);
                let _e149 = r13_;
                let _e152 = textureSampleLevel(t1_, s1_, _e149.xy, _e149.w);
                let _e154 = r3_;
                let _e158 = select(_e152, (_e152.xxxx + -(_e154.zzzz)), vec4<bool>(true, false, false, false));
                let _e164 = select(_e158, select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e158.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
                let _e165 = r10_;
                r14_ = _e164;
                r10_ = select(_e165, (_e165.xxxx + _e164.xxxx), vec4<bool>(true, false, false, false));
                r13_ = select(_e149, (_e149.xxxx + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(true, false, false, false));
            }
            let _e175 = r12_;
            r12_ = select(_e175, (_e175.yyyy + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(false, true, false, false));
        }
        let _e180 = r10_;
        r10_ = select(_e180, (_e180.xxxx * vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).zzzz), vec4<bool>(true, false, false, false));
    }
    let _e185 = r2_;
    let _e187 = r10_;
    let _e194 = consts.c[6];
    let _e197 = r15_;
    let _e198 = select(_e197, (select(_e185, (_e185.xxxx * _e187.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e194), vec4<bool>(true, true, true, false));
    let _e201 = consts.c[7];
    let _e204 = r0_;
    return Output(select(_e204, (_e204 * select(_e198, (_e198 + _e201), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)));
}
