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
    let _e25 = bitcast<vec4<f32>>(_e24);
    let _e35 = vec4<i32>(13i, 0i, 1i, 0i);
    loop_count = clamp(_e35.x, 0i, 255i);
    loop_step = _e35.z;
    v0_ = _e14;
    r0_ = _e16;
    r1_ = vec4<f32>(-6f, 1f, 0f, 0f).zzzz;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).zzzz, vec4<bool>(true, false, false, false));
    r3_ = _e25;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e25 * vec4<f32>(-6f, 1f, 0f, 0f).xxxx) + _e14), vec4<bool>(true, true, false, false));
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).xxxx, vec4<bool>(true, false, false, false));
    r9_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e35.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e54 = loop_count;
        if (_e54 <= 0i) {
            break;
        }
        loop_count = (_e54 - 1i);
        let _e57 = r4_;
        let _e59 = textureSample(t0_, s0_, _e57.xy);
        let _e61 = textureSample(t1_, s1_, _e57.xy);
        let _e62 = r5_;
        let _e67 = r8_;
        let _e68 = select(_e67, (_e62.xxxx * _e62.xxxx), vec4<bool>(true, false, false, false));
        let _e74 = r0_;
        let _e79 = select(select(_e68, (_e68.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).xxxx), vec4<bool>(true, false, false, false)), (_e61.xxxx + -(_e74.xxxx)), vec4<bool>(false, true, false, false));
        let _e82 = select(_e79, abs(_e79.yyyy), vec4<bool>(false, true, false, false));
        let _e86 = select(_e82, (_e82.yyyy * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).zzzz), vec4<bool>(false, true, false, false));
        let _e91 = select(_e86, (_e86.xxxx + -(_e86.yyyy)), vec4<bool>(true, false, false, false));
        let _e95 = select(_e91, (_e91.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).yyyy), vec4<bool>(true, false, false, false));
        let _e99 = select(_e95, vec4(exp2(_e95.x)), vec4<bool>(true, false, false, false));
        let _e101 = r1_;
        let _e104 = r2_;
        let _e109 = r3_;
        let _e116 = loop_step;
        let _e118 = r9_;
        r6_ = _e59;
        r7_ = _e61;
        r8_ = _e99;
        r1_ = ((_e59 * _e99.xxxx) + _e101);
        r2_ = select(_e104, (_e104.xxxx + _e99.xxxx), vec4<bool>(true, false, false, false));
        r4_ = select(_e57, (_e57 + _e109), vec4<bool>(true, true, false, false));
        r5_ = select(_e62, (_e62.xxxx + vec4<f32>(-6f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = select(_e118, vec4((_e118.x + f32(_e116))), vec4<bool>(true, false, false, false));
    }
    let _e125 = r2_;
    let _e131 = r1_;
    return Output((_e131 * select(_e125, vec4((1f / _e125.x)), vec4<bool>(true, false, false, false)).xxxx));
}
