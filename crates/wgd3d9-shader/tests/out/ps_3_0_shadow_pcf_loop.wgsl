struct Constants {
    c: array<vec4<f32>, 232>,
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

    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e21 = textureSample(t0_, s0_, _e15.xy);
    let _e24 = dot(_e19.xyz, _e19.xyz);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e19 * vec4(inverseSqrt(_e24))), vec4<f32>(0f, 0f, 0f, 0f), (_e24 == 0f)), vec4<bool>(true, true, true, false));
    let _e33 = consts.c[5];
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(false, false, false, true));
    let _e51 = select(select(_e46, (in1_ * _e46.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(false, false, false, true));
    let _e52 = (_e51 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
    let _e55 = textureSampleLevel(t1_, s1_, _e52.xy, _e52.w);
    let _e57 = select(_e52, (_e52 + vec4<f32>(0.0029296875f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e60 = textureSampleLevel(t1_, s1_, _e57.xy, _e57.w);
    let _e62 = select(_e57, (_e57 + vec4<f32>(0f, 0.0029296875f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e65 = textureSampleLevel(t1_, s1_, _e62.xy, _e62.w);
    let _e68 = select(_e62, (_e62 + -(vec4<f32>(0.0029296875f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e71 = textureSampleLevel(t1_, s1_, _e68.xy, _e68.w);
    let _e86 = select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, ((select(select(select(_e55, _e60.xxxx, vec4<bool>(false, true, false, false)), _e65.xxxx, vec4<bool>(false, false, true, false)), _e71.xxxx, vec4<bool>(false, false, false, true)) + -(_e51.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e86, vec4<f32>(-0.00001f, 0.25f, 0f, 0f).yyyy)), vec4<bool>(true, false, false, false));
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e90.xxxx + -(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy)), vec4<bool>(true, false, false, false));
    let _e101 = select(_e97, (_e90.xxxx * _e97.xxxx), vec4<bool>(true, false, false, false));
    v0_ = _e15;
    v1_ = in1_;
    v2_ = _e19;
    r0_ = _e21;
    r1_ = _e31;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e31.xyz, _e33.xyz))), vec4<bool>(true, false, false, false));
    r3_ = _e51;
    r4_ = _e68;
    r5_ = _e86;
    r6_ = _e60;
    r7_ = _e65;
    r8_ = _e71;
    r9_ = _e90;
    r10_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e90.xxxx, vec4<bool>(true, false, false, false));
    r11_ = _e101;
    if (_e101.xxxx.x < vec4<f32>(-0.00001f, 0.25f, 0f, 0f).xxxx.x) {
        let _e123 = r10_;
        let _e125 = r3_;
        rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
        r10_ = select(_e123, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(true, false, false, false));
        r12_ = (_e125 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
        loop {
            let _e135 = rep_count;
            if (_e135 <= 0i) {
                break;
            }
            rep_count = (_e135 - 1i);
            let _e139 = r12_;
            rep_count_1 = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
            r13_ = _e139;
            loop {
                let _e145 = rep_count_1;
                if (_e145 <= 0i) {
                    break;
                }
                rep_count_1 = (_e145 - 1i);
                let _e148 = r13_;
                let _e151 = textureSampleLevel(t1_, s1_, _e148.xy, _e148.w);
                let _e153 = r3_;
                let _e157 = select(_e151, (_e151.xxxx + -(_e153.zzzz)), vec4<bool>(true, false, false, false));
                let _e163 = select(_e157, select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e157.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
                let _e164 = r10_;
                r14_ = _e163;
                r10_ = select(_e164, (_e164.xxxx + _e163.xxxx), vec4<bool>(true, false, false, false));
                r13_ = select(_e148, (_e148.xxxx + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(true, false, false, false));
            }
            let _e174 = r12_;
            r12_ = select(_e174, (_e174.yyyy + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(false, true, false, false));
        }
        let _e179 = r10_;
        r10_ = select(_e179, (_e179.xxxx * vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).zzzz), vec4<bool>(true, false, false, false));
    }
    let _e184 = r2_;
    let _e186 = r10_;
    let _e192 = consts.c[6];
    let _e195 = r15_;
    let _e196 = select(_e195, (select(_e184, (_e184.xxxx * _e186.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e192), vec4<bool>(true, true, true, false));
    let _e198 = consts.c[7];
    let _e201 = r0_;
    return Output(select(_e201, (_e201 * select(_e196, (_e196 + _e198), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)));
}
