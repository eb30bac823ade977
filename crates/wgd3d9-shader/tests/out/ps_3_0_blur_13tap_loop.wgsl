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
fn main(@location(0) in0_: vec4<f32>) -> Output {
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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    let _e32 = v0_;
    v0_ = select(_e32, in0_, vec4<bool>(true, true, false, false));
    let _e35 = v0_;
    let _e37 = textureSample(t1_, s1_, _e35.xy);
    r0_ = _e37;
    r1_ = vec4<f32>(-6f, 1f, 0f, 0f).zzzz;
    let _e40 = r2_;
    r2_ = select(_e40, vec4<f32>(-6f, 1f, 0f, 0f).zzzz, vec4<bool>(true, false, false, false));
    let _e45 = consts.c[2];
    r3_ = _e45;
    let _e46 = r3_;
    let _e48 = v0_;
    let _e51 = r4_;
    r4_ = select(_e51, ((_e46 * vec4<f32>(-6f, 1f, 0f, 0f).xxxx) + _e48), vec4<bool>(true, true, false, false));
    let _e54 = r5_;
    r5_ = select(_e54, vec4<f32>(-6f, 1f, 0f, 0f).xxxx, vec4<bool>(true, false, false, false));
    let _e60 = vec4<i32>(13i, 0i, 1i, 0i);
    loop_count = clamp(_e60.x, 0i, 255i);
    loop_step = _e60.z;
    let _e71 = r9_;
    r9_ = select(_e71, vec4(f32(_e60.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e73 = loop_count;
        if (_e73 <= 0i) {
            break;
        }
        loop_count = (_e73 - 1i);
        let _e78 = r4_;
        let _e80 = textureSample(t0_, s0_, _e78.xy);
        r6_ = _e80;
        let _e81 = r4_;
        let _e83 = textureSample(t1_, s1_, _e81.xy);
        r7_ = _e83;
        let _e84 = r5_;
        let _e86 = r5_;
        let _e89 = r8_;
        r8_ = select(_e89, (_e84.xxxx * _e86.xxxx), vec4<bool>(true, false, false, false));
        let _e91 = r8_;
        let _e95 = r8_;
        r8_ = select(_e95, (_e91.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).xxxx), vec4<bool>(true, false, false, false));
        let _e97 = r7_;
        let _e99 = r0_;
        let _e103 = r8_;
        r8_ = select(_e103, (_e97.xxxx + -(_e99.xxxx)), vec4<bool>(false, true, false, false));
        let _e106 = r8_;
        let _e109 = r8_;
        r8_ = select(_e109, abs(_e106.yyyy), vec4<bool>(false, true, false, false));
        let _e111 = r8_;
        let _e115 = r8_;
        r8_ = select(_e115, (_e111.yyyy * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).zzzz), vec4<bool>(false, true, false, false));
        let _e117 = r8_;
        let _e119 = r8_;
        let _e123 = r8_;
        r8_ = select(_e123, (_e117.xxxx + -(_e119.yyyy)), vec4<bool>(true, false, false, false));
        let _e125 = r8_;
        let _e129 = r8_;
        r8_ = select(_e129, (_e125.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).yyyy), vec4<bool>(true, false, false, false));
        let _e131 = r8_;
        let _e136 = r8_;
        r8_ = select(_e136, vec4(exp2(_e131.xxxx.x)), vec4<bool>(true, false, false, false));
        let _e138 = r6_;
        let _e139 = r8_;
        let _e141 = r1_;
        r1_ = ((_e138 * _e139.xxxx) + _e141);
        let _e144 = r2_;
        let _e146 = r8_;
        let _e149 = r2_;
        r2_ = select(_e149, (_e144.xxxx + _e146.xxxx), vec4<bool>(true, false, false, false));
        let _e151 = r4_;
        let _e152 = r3_;
        let _e154 = r4_;
        r4_ = select(_e154, (_e151 + _e152), vec4<bool>(true, true, false, false));
        let _e156 = r5_;
        let _e160 = r5_;
        r5_ = select(_e160, (_e156.xxxx + vec4<f32>(-6f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
        let _e162 = loop_step;
        let _e164 = r9_;
        let _e168 = r9_;
        r9_ = select(_e168, vec4((_e164.x + f32(_e162))), vec4<bool>(true, false, false, false));
    }
    let _e170 = r2_;
    let _e176 = r2_;
    r2_ = select(_e176, vec4((1f / _e170.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e178 = r1_;
    let _e179 = r2_;
    r1_ = (_e178 * _e179.xxxx);
    let _e182 = r1_;
    o0_ = _e182;
    let _e183 = o0_;
    return Output(_e183);
}
