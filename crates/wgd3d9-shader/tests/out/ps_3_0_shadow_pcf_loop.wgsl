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
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e59 * vec4(inverseSqrt(dot(_e59.xyz, _e59.xyz)))), vec4<bool>(true, true, true, false));
    r1_ = _e68;
    let _e71 = consts.c[5];
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e68.xyz, _e71.xyz))), vec4<bool>(true, false, false, false));
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(false, false, false, true));
    r3_ = _e85;
    let _e88 = select(_e85, (in1_ * _e85.wwww), vec4<bool>(true, true, true, false));
    r3_ = _e88;
    let _e90 = select(_e88, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(false, false, false, true));
    r3_ = _e90;
    let _e91 = (_e90 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
    r4_ = _e91;
    let _e94 = textureSampleLevel(t1_, s1_, _e91.xy, _e91.w);
    r5_ = _e94;
    let _e96 = select(_e91, (_e91 + vec4<f32>(0.0029296875f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    r4_ = _e96;
    let _e99 = textureSampleLevel(t1_, s1_, _e96.xy, _e96.w);
    r6_ = _e99;
    let _e101 = select(_e96, (_e96 + vec4<f32>(0f, 0.0029296875f, 0f, 0f)), vec4<bool>(true, true, false, false));
    r4_ = _e101;
    let _e104 = textureSampleLevel(t1_, s1_, _e101.xy, _e101.w);
    r7_ = _e104;
    let _e107 = select(_e101, (_e101 + -(vec4<f32>(0.0029296875f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    r4_ = _e107;
    let _e110 = textureSampleLevel(t1_, s1_, _e107.xy, _e107.w);
    r8_ = _e110;
    let _e113 = select(_e94, _e99.xxxx, vec4<bool>(false, true, false, false));
    r5_ = _e113;
    let _e116 = select(_e113, _e104.xxxx, vec4<bool>(false, false, true, false));
    r5_ = _e116;
    let _e118 = select(_e116, _e110.xxxx, vec4<bool>(false, false, false, true));
    r5_ = _e118;
    let _e121 = (_e118 + -(_e90.zzzz));
    r5_ = _e121;
    let _e125 = select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e121 >= vec4<f32>(0f, 0f, 0f, 0f)));
    r5_ = _e125;
    let _e129 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e125, vec4<f32>(-0.00001f, 0.25f, 0f, 0f).yyyy)), vec4<bool>(true, false, false, false));
    r9_ = _e129;
    r10_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e129.xxxx, vec4<bool>(true, false, false, false));
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e129.xxxx + -(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy)), vec4<bool>(true, false, false, false));
    r11_ = _e136;
    let _e140 = select(_e136, (_e129.xxxx * _e136.xxxx), vec4<bool>(true, false, false, false));
    r11_ = _e140;
    if (_e140.xxxx.x < vec4<f32>(-0.00001f, 0.25f, 0f, 0f).xxxx.x) {
        let _e147 = r10_;
        r10_ = select(_e147, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(true, false, false, false));
        let _e149 = r3_;
        r12_ = (_e149 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
        rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e158 = rep_count;
            if (_e158 <= 0i) {
                break;
            }
            rep_count = (_e158 - 1i);
            let _e162 = r12_;
            r13_ = _e162;
            rep_count_1 = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
            loop {
                let _e167 = rep_count_1;
                if (_e167 <= 0i) {
                    break;
                }
                rep_count_1 = (_e167 - 1i);
                let _e170 = r13_;
                let _e173 = textureSampleLevel(t1_, s1_, _e170.xy, _e170.w);
                r14_ = _e173;
                let _e175 = r3_;
                let _e179 = select(_e173, (_e173.xxxx + -(_e175.zzzz)), vec4<bool>(true, false, false, false));
                r14_ = _e179;
                let _e185 = select(_e179, select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e179.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
                r14_ = _e185;
                let _e186 = r10_;
                r10_ = select(_e186, (_e186.xxxx + _e185.xxxx), vec4<bool>(true, false, false, false));
                r13_ = select(_e170, (_e170.xxxx + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(true, false, false, false));
            }
            let _e195 = r12_;
            r12_ = select(_e195, (_e195.yyyy + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(false, true, false, false));
        }
        let _e200 = r10_;
        r10_ = select(_e200, (_e200.xxxx * vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).zzzz), vec4<bool>(true, false, false, false));
    }
    let _e205 = r2_;
    let _e207 = r10_;
    let _e210 = select(_e205, (_e205.xxxx * _e207.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e210;
    let _e214 = consts.c[6];
    let _e216 = r15_;
    let _e217 = select(_e216, (_e210.xxxx * _e214), vec4<bool>(true, true, true, false));
    r15_ = _e217;
    let _e220 = consts.c[7];
    let _e222 = select(_e217, (_e217 + _e220), vec4<bool>(true, true, true, false));
    r15_ = _e222;
    let _e223 = r0_;
    let _e225 = select(_e223, (_e223 * _e222), vec4<bool>(true, true, true, false));
    r0_ = _e225;
    o0_ = _e225;
    return Output(_e225);
}
