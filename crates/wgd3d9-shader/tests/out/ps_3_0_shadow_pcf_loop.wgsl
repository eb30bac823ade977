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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var rep_count: i32;
    var rep_count_1: i32;

    let _e52 = v0_;
    let _e54 = select(_e52, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e54;
    v1_ = in1_;
    let _e57 = v2_;
    let _e59 = select(_e57, in2_, vec4<bool>(true, true, true, false));
    v2_ = _e59;
    let _e61 = textureSample(t0_, s0_, _e54.xy);
    r0_ = _e61;
    let _e64 = dot(_e59.xyz, _e59.xyz);
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e59 * vec4(inverseSqrt(_e64))), vec4<f32>(0f, 0f, 0f, 0f), (_e64 == 0f)), vec4<bool>(true, true, true, false));
    r1_ = _e71;
    let _e74 = consts.c[5];
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e71.xyz, _e74.xyz))), vec4<bool>(true, false, false, false));
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(false, false, false, true));
    r3_ = _e88;
    let _e91 = select(_e88, (in1_ * _e88.wwww), vec4<bool>(true, true, true, false));
    r3_ = _e91;
    let _e93 = select(_e91, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(false, false, false, true));
    r3_ = _e93;
    let _e94 = (_e93 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
    r4_ = _e94;
    let _e97 = textureSampleLevel(t1_, s1_, _e94.xy, _e94.w);
    r5_ = _e97;
    let _e99 = select(_e94, (_e94 + vec4<f32>(0.0029296875f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    r4_ = _e99;
    let _e102 = textureSampleLevel(t1_, s1_, _e99.xy, _e99.w);
    r6_ = _e102;
    let _e104 = select(_e99, (_e99 + vec4<f32>(0f, 0.0029296875f, 0f, 0f)), vec4<bool>(true, true, false, false));
    r4_ = _e104;
    let _e107 = textureSampleLevel(t1_, s1_, _e104.xy, _e104.w);
    r7_ = _e107;
    let _e110 = select(_e104, (_e104 + -(vec4<f32>(0.0029296875f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    r4_ = _e110;
    let _e113 = textureSampleLevel(t1_, s1_, _e110.xy, _e110.w);
    r8_ = _e113;
    let _e116 = select(_e97, _e102.xxxx, vec4<bool>(false, true, false, false));
    r5_ = _e116;
    let _e119 = select(_e116, _e107.xxxx, vec4<bool>(false, false, true, false));
    r5_ = _e119;
    let _e121 = select(_e119, _e113.xxxx, vec4<bool>(false, false, false, true));
    r5_ = _e121;
    let _e124 = (_e121 + -(_e93.zzzz));
    r5_ = _e124;
    let _e128 = select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e124 >= vec4<f32>(0f, 0f, 0f, 0f)));
    r5_ = _e128;
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e128, vec4<f32>(-0.00001f, 0.25f, 0f, 0f).yyyy)), vec4<bool>(true, false, false, false));
    r9_ = _e132;
    r10_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e132.xxxx, vec4<bool>(true, false, false, false));
    let _e139 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e132.xxxx + -(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy)), vec4<bool>(true, false, false, false));
    r11_ = _e139;
    let _e143 = select(_e139, (_e132.xxxx * _e139.xxxx), vec4<bool>(true, false, false, false));
    r11_ = _e143;
    if (_e143.xxxx.x < vec4<f32>(-0.00001f, 0.25f, 0f, 0f).xxxx.x) {
        let _e150 = r10_;
        r10_ = select(_e150, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(true, false, false, false));
        let _e152 = r3_;
        r12_ = (_e152 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
        rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e161 = rep_count;
            if (_e161 <= 0i) {
                break;
            }
            rep_count = (_e161 - 1i);
            let _e165 = r12_;
            r13_ = _e165;
            rep_count_1 = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
            loop {
                let _e170 = rep_count_1;
                if (_e170 <= 0i) {
                    break;
                }
                rep_count_1 = (_e170 - 1i);
                let _e173 = r13_;
                let _e176 = textureSampleLevel(t1_, s1_, _e173.xy, _e173.w);
                r14_ = _e176;
                let _e178 = r3_;
                let _e182 = select(_e176, (_e176.xxxx + -(_e178.zzzz)), vec4<bool>(true, false, false, false));
                r14_ = _e182;
                let _e188 = select(_e182, select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e182.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
                r14_ = _e188;
                let _e189 = r10_;
                r10_ = select(_e189, (_e189.xxxx + _e188.xxxx), vec4<bool>(true, false, false, false));
                r13_ = select(_e173, (_e173.xxxx + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(true, false, false, false));
            }
            let _e198 = r12_;
            r12_ = select(_e198, (_e198.yyyy + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(false, true, false, false));
        }
        let _e203 = r10_;
        r10_ = select(_e203, (_e203.xxxx * vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).zzzz), vec4<bool>(true, false, false, false));
    }
    let _e208 = r2_;
    let _e210 = r10_;
    let _e213 = select(_e208, (_e208.xxxx * _e210.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e213;
    let _e217 = consts.c[6];
    let _e219 = r15_;
    let _e220 = select(_e219, (_e213.xxxx * _e217), vec4<bool>(true, true, true, false));
    r15_ = _e220;
    let _e223 = consts.c[7];
    let _e225 = select(_e220, (_e220 + _e223), vec4<bool>(true, true, true, false));
    r15_ = _e225;
    let _e226 = r0_;
    let _e228 = select(_e226, (_e226 * _e225), vec4<bool>(true, true, true, false));
    r0_ = _e228;
    o0_ = _e228;
    return Output(_e228);
}
