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

    let _e51 = v0_;
    v0_ = select(_e51, in0_, vec4<bool>(true, true, false, false));
    v1_ = in1_;
    let _e56 = v2_;
    v2_ = select(_e56, in2_, vec4<bool>(true, true, true, false));
    let _e59 = v0_;
    let _e61 = textureSample(t0_, s0_, _e59.xy);
    r0_ = _e61;
    let _e62 = v2_;
    let _e69 = r1_;
    r1_ = select(_e69, (_e62 * vec4(inverseSqrt(dot(_e62.xyz, _e62.xyz)))), vec4<bool>(true, true, true, false));
    let _e71 = r1_;
    let _e74 = consts.c[5];
    let _e80 = r2_;
    r2_ = select(_e80, saturate(vec4(dot(_e71.xyz, _e74.xyz))), vec4<bool>(true, false, false, false));
    let _e83 = v1_;
    let _e89 = r3_;
    r3_ = select(_e89, vec4((1f / _e83.wwww.x)), vec4<bool>(false, false, false, true));
    let _e92 = v1_;
    let _e93 = r3_;
    let _e96 = r3_;
    r3_ = select(_e96, (_e92 * _e93.wwww), vec4<bool>(true, true, true, false));
    let _e99 = r3_;
    r3_ = select(_e99, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(false, false, false, true));
    let _e101 = r3_;
    r4_ = (_e101 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
    let _e103 = r4_;
    let _e106 = textureSampleLevel(t1_, s1_, _e103.xy, _e103.w);
    r5_ = _e106;
    let _e107 = r4_;
    let _e109 = r4_;
    r4_ = select(_e109, (_e107 + vec4<f32>(0.0029296875f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e111 = r4_;
    let _e114 = textureSampleLevel(t1_, s1_, _e111.xy, _e111.w);
    r6_ = _e114;
    let _e115 = r4_;
    let _e117 = r4_;
    r4_ = select(_e117, (_e115 + vec4<f32>(0f, 0.0029296875f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e119 = r4_;
    let _e122 = textureSampleLevel(t1_, s1_, _e119.xy, _e119.w);
    r7_ = _e122;
    let _e123 = r4_;
    let _e126 = r4_;
    r4_ = select(_e126, (_e123 + -(vec4<f32>(0.0029296875f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e128 = r4_;
    let _e131 = textureSampleLevel(t1_, s1_, _e128.xy, _e128.w);
    r8_ = _e131;
    let _e132 = r6_;
    let _e134 = r5_;
    r5_ = select(_e134, _e132.xxxx, vec4<bool>(false, true, false, false));
    let _e137 = r7_;
    let _e139 = r5_;
    r5_ = select(_e139, _e137.xxxx, vec4<bool>(false, false, true, false));
    let _e142 = r8_;
    let _e144 = r5_;
    r5_ = select(_e144, _e142.xxxx, vec4<bool>(false, false, false, true));
    let _e146 = r5_;
    let _e147 = r3_;
    r5_ = (_e146 + -(_e147.zzzz));
    let _e151 = r5_;
    r5_ = select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e151 >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e157 = r5_;
    let _e161 = r9_;
    r9_ = select(_e161, vec4(dot(_e157, vec4<f32>(-0.00001f, 0.25f, 0f, 0f).yyyy)), vec4<bool>(true, false, false, false));
    let _e163 = r9_;
    let _e165 = r10_;
    r10_ = select(_e165, _e163.xxxx, vec4<bool>(true, false, false, false));
    let _e167 = r9_;
    let _e172 = r11_;
    r11_ = select(_e172, (_e167.xxxx + -(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy)), vec4<bool>(true, false, false, false));
    let _e174 = r9_;
    let _e176 = r11_;
    let _e179 = r11_;
    r11_ = select(_e179, (_e174.xxxx * _e176.xxxx), vec4<bool>(true, false, false, false));
    let _e181 = r11_;
    if (_e181.xxxx.x < vec4<f32>(-0.00001f, 0.25f, 0f, 0f).xxxx.x) {
        let _e188 = r10_;
        r10_ = select(_e188, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<bool>(true, false, false, false));
        let _e190 = r3_;
        r12_ = (_e190 + vec4<f32>(-0.0014648f, -0.0014648f, 0f, 0f));
        rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e202 = rep_count;
            if (_e202 <= 0i) {
                break;
            }
            rep_count = (_e202 - 1i);
            let _e207 = r12_;
            r13_ = _e207;
            rep_count_1 = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
            loop {
                let _e218 = rep_count_1;
                if (_e218 <= 0i) {
                    break;
                }
                rep_count_1 = (_e218 - 1i);
                let _e223 = r13_;
                let _e226 = textureSampleLevel(t1_, s1_, _e223.xy, _e223.w);
                r14_ = _e226;
                let _e227 = r14_;
                let _e229 = r3_;
                let _e233 = r14_;
                r14_ = select(_e233, (_e227.xxxx + -(_e229.zzzz)), vec4<bool>(true, false, false, false));
                let _e235 = r14_;
                let _e241 = r14_;
                r14_ = select(_e241, select(vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).xxxx, vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).yyyy, (_e235.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
                let _e243 = r10_;
                let _e245 = r14_;
                let _e248 = r10_;
                r10_ = select(_e248, (_e243.xxxx + _e245.xxxx), vec4<bool>(true, false, false, false));
                let _e250 = r13_;
                let _e254 = r13_;
                r13_ = select(_e254, (_e250.xxxx + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(true, false, false, false));
            }
            let _e256 = r12_;
            let _e260 = r12_;
            r12_ = select(_e260, (_e256.yyyy + vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).wwww), vec4<bool>(false, true, false, false));
        }
        let _e262 = r10_;
        let _e266 = r10_;
        r10_ = select(_e266, (_e262.xxxx * vec4<f32>(0f, 1f, 0.0625f, 0.0009765625f).zzzz), vec4<bool>(true, false, false, false));
    }
    let _e268 = r2_;
    let _e270 = r10_;
    let _e273 = r2_;
    r2_ = select(_e273, (_e268.xxxx * _e270.xxxx), vec4<bool>(true, false, false, false));
    let _e275 = r2_;
    let _e279 = consts.c[6];
    let _e281 = r15_;
    r15_ = select(_e281, (_e275.xxxx * _e279), vec4<bool>(true, true, true, false));
    let _e283 = r15_;
    let _e286 = consts.c[7];
    let _e288 = r15_;
    r15_ = select(_e288, (_e283 + _e286), vec4<bool>(true, true, true, false));
    let _e290 = r0_;
    let _e291 = r15_;
    let _e293 = r0_;
    r0_ = select(_e293, (_e290 * _e291), vec4<bool>(true, true, true, false));
    let _e295 = r0_;
    o0_ = _e295;
    let _e296 = o0_;
    return Output(_e296);
}
