struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
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
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(false, false, false, true));
    let _e55 = select(select(_e50, (in1_ * _e50.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(false, false, false, true));
    let _e56 = (_e55 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
    let _e59 = textureSampleLevel(t1_, s1_, _e56.xy, _e56.w);
    let _e61 = select(_e56, (_e56 + vec4<f32>(0.0029296875f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e64 = textureSampleLevel(t1_, s1_, _e61.xy, _e61.w);
    let _e66 = select(_e61, (_e61 + vec4<f32>(0f, 0.0029296875f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e69 = textureSampleLevel(t1_, s1_, _e66.xy, _e66.w);
    let _e72 = select(_e66, (_e66 + -(vec4<f32>(0.0029296875f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e75 = textureSampleLevel(t1_, s1_, _e72.xy, _e72.w);
    let _e90 = select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, ((select(select(select(_e59, _e64.xxxx, vec4<bool>(false, true, false, false)), _e69.xxxx, vec4<bool>(false, false, true, false)), _e75.xxxx, vec4<bool>(false, false, false, true)) + -(_e55.zzzz)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e94 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e90, vec4<f32>(-0.00001f, 0.25f, 0f, 0f).yyyy)), vec4<bool>(true, false, false, false));
    let _e101 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e94.xxxx + -(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy)), vec4<bool>(true, false, false, false));
    let _e105 = select(_e101, (_e94.xxxx * _e101.xxxx), vec4<bool>(true, false, false, false));
    v0_ = _e17;
    v1_ = in1_;
    v2_ = _e21;
    r0_ = _e23;
    r1_ = _e33;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e33.xyz, _e37.xyz))), vec4<bool>(true, false, false, false));
    r3_ = _e55;
    r4_ = _e72;
    r5_ = _e90;
    r6_ = _e64;
    r7_ = _e69;
    r8_ = _e75;
    r9_ = _e94;
    r10_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e94.xxxx, vec4<bool>(true, false, false, false));
    r11_ = _e105;
    if (_e105.xxxx.x < vec4<f32>(-0.00001f, 0.25f, 0f, 0f).xxxx.x) {
        let _e127 = r10_;
        let _e129 = r3_;
        rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
        r10_ = select(_e127, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(true, false, false, false));
        r12_ = (_e129 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
        loop {
            let _e139 = rep_count;
            if (_e139 <= 0i) {
                break;
            }
            rep_count = (_e139 - 1i);
            let _e143 = r12_;
            rep_count_1 = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
            r13_ = _e143;
            loop {
                let _e149 = rep_count_1;
                if (_e149 <= 0i) {
                    break;
                }
                rep_count_1 = (_e149 - 1i);
                let _e152 = r13_;
                let _e155 = textureSampleLevel(t1_, s1_, _e152.xy, _e152.w);
                let _e157 = r3_;
                let _e161 = select(_e155, (_e155.xxxx + -(_e157.zzzz)), vec4<bool>(true, false, false, false));
                let _e167 = select(_e161, select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e161.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
                let _e168 = r10_;
                r14_ = _e167;
                r10_ = select(_e168, (_e168.xxxx + _e167.xxxx), vec4<bool>(true, false, false, false));
                r13_ = select(_e152, (_e152.xxxx + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(true, false, false, false));
            }
            let _e178 = r12_;
            r12_ = select(_e178, (_e178.yyyy + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(false, true, false, false));
        }
        let _e183 = r10_;
        r10_ = select(_e183, (_e183.xxxx * vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).zzzz), vec4<bool>(true, false, false, false));
    }
    let _e188 = r2_;
    let _e190 = r10_;
    let _e198 = consts[(_e4 + 6u)];
    let _e201 = r15_;
    let _e202 = select(_e201, (select(_e188, (_e188.xxxx * _e190.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e198), vec4<bool>(true, true, true, false));
    let _e206 = consts[(_e4 + 7u)];
    let _e209 = r0_;
    return Output(select(_e209, (_e209 * select(_e202, (_e202 + _e206), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)));
}
