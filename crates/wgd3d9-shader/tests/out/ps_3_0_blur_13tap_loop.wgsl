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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e16 = textureSample(t1_, s1_, _e14.xy);
    let _e24 = consts[(_e4 + 2u)];
    let _e34 = vec4<i32>(13i, 0i, 1i, 0i);
    loop_count = clamp(_e34.x, 0i, 255i);
    loop_step = _e34.z;
    v0_ = _e14;
    r0_ = _e16;
    r1_ = vec4<f32>(-6f, 1f, 0f, 0f).zzzz;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).zzzz, vec4<bool>(true, false, false, false));
    r3_ = _e24;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e24 * vec4<f32>(-6f, 1f, 0f, 0f).xxxx) + _e14), vec4<bool>(true, true, false, false));
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).xxxx, vec4<bool>(true, false, false, false));
    r9_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e34.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e53 = loop_count;
        if (_e53 <= 0i) {
            break;
        }
        loop_count = (_e53 - 1i);
        let _e56 = r4_;
        let _e58 = textureSample(t0_, s0_, _e56.xy);
        let _e60 = textureSample(t1_, s1_, _e56.xy);
        let _e61 = r5_;
        let _e66 = r8_;
        let _e67 = select(_e66, (_e61.xxxx * _e61.xxxx), vec4<bool>(true, false, false, false));
        let _e73 = r0_;
        let _e78 = select(select(_e67, (_e67.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).xxxx), vec4<bool>(true, false, false, false)), (_e60.xxxx + -(_e73.xxxx)), vec4<bool>(false, true, false, false));
        let _e81 = select(_e78, abs(_e78.yyyy), vec4<bool>(false, true, false, false));
        let _e85 = select(_e81, (_e81.yyyy * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).zzzz), vec4<bool>(false, true, false, false));
        let _e90 = select(_e85, (_e85.xxxx + -(_e85.yyyy)), vec4<bool>(true, false, false, false));
        let _e94 = select(_e90, (_e90.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).yyyy), vec4<bool>(true, false, false, false));
        let _e98 = select(_e94, vec4(exp2(_e94.x)), vec4<bool>(true, false, false, false));
        let _e100 = r1_;
        let _e103 = r2_;
        let _e108 = r3_;
        let _e115 = loop_step;
        let _e117 = r9_;
        r6_ = _e58;
        r7_ = _e60;
        r8_ = _e98;
        r1_ = ((_e58 * _e98.xxxx) + _e100);
        r2_ = select(_e103, (_e103.xxxx + _e98.xxxx), vec4<bool>(true, false, false, false));
        r4_ = select(_e56, (_e56 + _e108), vec4<bool>(true, true, false, false));
        r5_ = select(_e61, (_e61.xxxx + vec4<f32>(-6f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = select(_e117, vec4((_e117.x + f32(_e115))), vec4<bool>(true, false, false, false));
    }
    let _e124 = r2_;
    let _e130 = r1_;
    return Output((_e130 * select(_e124, vec4((1f / _e124.x)), vec4<bool>(true, false, false, false)).xxxx));
}
