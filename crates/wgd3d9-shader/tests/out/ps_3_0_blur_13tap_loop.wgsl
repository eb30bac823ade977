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

    let _e33 = v0_;
    let _e35 = select(_e33, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e35;
    let _e37 = textureSample(t1_, s1_, _e35.xy);
    r0_ = _e37;
    r1_ = vec4<f32>(-6f, 1f, 0f, 0f).zzzz;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).zzzz, vec4<bool>(true, false, false, false));
    let _e44 = consts.c[2];
    r3_ = _e44;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e44 * vec4<f32>(-6f, 1f, 0f, 0f).xxxx) + _e35), vec4<bool>(true, true, false, false));
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).xxxx, vec4<bool>(true, false, false, false));
    let _e54 = vec4<i32>(13i, 0i, 1i, 0i);
    loop_count = clamp(_e54.x, 0i, 255i);
    loop_step = _e54.z;
    r9_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e54.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e65 = loop_count;
        if (_e65 <= 0i) {
            break;
        }
        loop_count = (_e65 - 1i);
        let _e68 = r4_;
        let _e70 = textureSample(t0_, s0_, _e68.xy);
        r6_ = _e70;
        let _e72 = textureSample(t1_, s1_, _e68.xy);
        r7_ = _e72;
        let _e73 = r5_;
        let _e77 = r8_;
        let _e78 = select(_e77, (_e73.xxxx * _e73.xxxx), vec4<bool>(true, false, false, false));
        r8_ = _e78;
        let _e82 = select(_e78, (_e78.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).xxxx), vec4<bool>(true, false, false, false));
        r8_ = _e82;
        let _e84 = r0_;
        let _e89 = select(_e82, (_e72.xxxx + -(_e84.xxxx)), vec4<bool>(false, true, false, false));
        r8_ = _e89;
        let _e92 = select(_e89, abs(_e89.yyyy), vec4<bool>(false, true, false, false));
        r8_ = _e92;
        let _e96 = select(_e92, (_e92.yyyy * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).zzzz), vec4<bool>(false, true, false, false));
        r8_ = _e96;
        let _e101 = select(_e96, (_e96.xxxx + -(_e96.yyyy)), vec4<bool>(true, false, false, false));
        r8_ = _e101;
        let _e105 = select(_e101, (_e101.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r8_ = _e105;
        let _e110 = select(_e105, vec4(exp2(_e105.xxxx.x)), vec4<bool>(true, false, false, false));
        r8_ = _e110;
        let _e112 = r1_;
        r1_ = ((_e70 * _e110.xxxx) + _e112);
        let _e115 = r2_;
        r2_ = select(_e115, (_e115.xxxx + _e110.xxxx), vec4<bool>(true, false, false, false));
        let _e120 = r3_;
        r4_ = select(_e68, (_e68 + _e120), vec4<bool>(true, true, false, false));
        r5_ = select(_e73, (_e73.xxxx + vec4<f32>(-6f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
        let _e127 = loop_step;
        let _e129 = r9_;
        r9_ = select(_e129, vec4((_e129.x + f32(_e127))), vec4<bool>(true, false, false, false));
    }
    let _e134 = r2_;
    let _e140 = select(_e134, vec4((1f / _e134.xxxx.x)), vec4<bool>(true, false, false, false));
    r2_ = _e140;
    let _e141 = r1_;
    let _e143 = (_e141 * _e140.xxxx);
    r1_ = _e143;
    o0_ = _e143;
    return Output(_e143);
}
