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

    let _e4 = imm.ps;
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e23 = textureSample(t0_, s0_, _e17.xy);
    let _e26 = dot(_e21.xyz, _e21.xyz);
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e21 * vec4(inverseSqrt(_e26))), vec4<f32>(0f, 0f, 0f, 0f), (_e26 == 0f)), vec4<bool>(true, true, true, false));
    let _e37 = consts[(_e4 + 5u)];
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(false, false, false, true));
    let _e56 = select(select(_e51, (in1_ * _e51.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(false, false, false, true));
    let _e57 = (_e56 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
    let _e60 = textureSampleLevel(t1_, s1_, _e57.xy, _e57.w);
    let _e62 = select(_e57, (_e57 + vec4<f32>(0.0029296875f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e65 = textureSampleLevel(t1_, s1_, _e62.xy, _e62.w);
    let _e67 = select(_e62, (_e62 + vec4<f32>(0f, 0.0029296875f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e70 = textureSampleLevel(t1_, s1_, _e67.xy, _e67.w);
    let _e73 = select(_e67, (_e67 + -(vec4<f32>(0.0029296875f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e76 = textureSampleLevel(t1_, s1_, _e73.xy, _e73.w);
    let _e91 = select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, ((select(select(select(_e60, _e65.xxxx, vec4<bool>(false, true, false, false)), _e70.xxxx, vec4<bool>(false, false, true, false)), _e76.xxxx, vec4<bool>(false, false, false, true)) + -(_e56.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e91, vec4<f32>(-0.00001f, 0.25f, 0f, 0f).yyyy)), vec4<bool>(true, false, false, false));
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e95.xxxx + -(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy)), vec4<bool>(true, false, false, false));
    let _e106 = select(_e102, (_e95.xxxx * _e102.xxxx), vec4<bool>(true, false, false, false));
    v0_ = _e17;
    v1_ = in1_;
    v2_ = _e21;
    r0_ = _e23;
    r1_ = _e33;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e33.xyz, bitcast<vec4<f32>>(_e37).xyz))), vec4<bool>(true, false, false, false));
    r3_ = _e56;
    r4_ = _e73;
    r5_ = _e91;
    r6_ = _e65;
    r7_ = _e70;
    r8_ = _e76;
    r9_ = _e95;
    r10_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e95.xxxx, vec4<bool>(true, false, false, false));
    r11_ = _e106;
    if (_e106.xxxx.x < vec4<f32>(-0.00001f, 0.25f, 0f, 0f).xxxx.x) {
        let _e128 = r10_;
        let _e130 = r3_;
        rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
        r10_ = select(_e128, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(true, false, false, false));
        r12_ = (_e130 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
        loop {
            let _e140 = rep_count;
            if (_e140 <= 0i) {
                break;
            }
            rep_count = (_e140 - 1i);
            let _e144 = r12_;
            rep_count_1 = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
            r13_ = _e144;
            loop {
                let _e150 = rep_count_1;
                if (_e150 <= 0i) {
                    break;
                }
                rep_count_1 = (_e150 - 1i);
                let _e153 = r13_;
                let _e156 = textureSampleLevel(t1_, s1_, _e153.xy, _e153.w);
                let _e158 = r3_;
                let _e162 = select(_e156, (_e156.xxxx + -(_e158.zzzz)), vec4<bool>(true, false, false, false));
                let _e168 = select(_e162, select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e162.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
                let _e169 = r10_;
                r14_ = _e168;
                r10_ = select(_e169, (_e169.xxxx + _e168.xxxx), vec4<bool>(true, false, false, false));
                r13_ = select(_e153, (_e153.xxxx + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(true, false, false, false));
            }
            let _e179 = r12_;
            r12_ = select(_e179, (_e179.yyyy + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(false, true, false, false));
        }
        let _e184 = r10_;
        r10_ = select(_e184, (_e184.xxxx * vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).zzzz), vec4<bool>(true, false, false, false));
    }
    let _e189 = r2_;
    let _e191 = r10_;
    let _e199 = consts[(_e4 + 6u)];
    let _e203 = r15_;
    let _e204 = select(_e203, (select(_e189, (_e189.xxxx * _e191.xxxx), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e199)), vec4<bool>(true, true, true, false));
    let _e208 = consts[(_e4 + 7u)];
    let _e212 = r0_;
    return Output(select(_e212, (_e212 * select(_e204, (_e204 + bitcast<vec4<f32>>(_e208)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)));
}
