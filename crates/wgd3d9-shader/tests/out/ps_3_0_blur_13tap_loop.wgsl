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

    let _e12 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e14 = textureSample(t1_, s1_, _e12.xy);
    let _e20 = consts.c[2];
    let _e30 = vec4<i32>(13i, 0i, 1i, 0i);
    loop_count = clamp(_e30.x, 0i, 255i);
    loop_step = _e30.z;
    v0_ = _e12;
    r0_ = _e14;
    r1_ = vec4<f32>(-6f, 1f, 0f, 0f).zzzz;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).zzzz, vec4<bool>(true, false, false, false));
    r3_ = _e20;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e20 * vec4<f32>(-6f, 1f, 0f, 0f).xxxx) + _e12), vec4<bool>(true, true, false, false));
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).xxxx, vec4<bool>(true, false, false, false));
    r9_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e30.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e49 = loop_count;
        if (_e49 <= 0i) {
            break;
        }
        loop_count = (_e49 - 1i);
        let _e52 = r4_;
        let _e54 = textureSample(t0_, s0_, _e52.xy);
        let _e56 = textureSample(t1_, s1_, _e52.xy);
        let _e57 = r5_;
        let _e62 = r8_;
        let _e63 = select(_e62, (_e57.xxxx * _e57.xxxx), vec4<bool>(true, false, false, false));
        let _e69 = r0_;
        let _e74 = select(select(_e63, (_e63.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).xxxx), vec4<bool>(true, false, false, false)), (_e56.xxxx + -(_e69.xxxx)), vec4<bool>(false, true, false, false));
        let _e77 = select(_e74, abs(_e74.yyyy), vec4<bool>(false, true, false, false));
        let _e81 = select(_e77, (_e77.yyyy * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).zzzz), vec4<bool>(false, true, false, false));
        let _e86 = select(_e81, (_e81.xxxx + -(_e81.yyyy)), vec4<bool>(true, false, false, false));
        let _e90 = select(_e86, (_e86.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).yyyy), vec4<bool>(true, false, false, false));
        let _e94 = select(_e90, vec4(exp2(_e90.x)), vec4<bool>(true, false, false, false));
        let _e96 = r1_;
        let _e99 = r2_;
        let _e104 = r3_;
        let _e111 = loop_step;
        let _e113 = r9_;
        r6_ = _e54;
        r7_ = _e56;
        r8_ = _e94;
        r1_ = ((_e54 * _e94.xxxx) + _e96);
        r2_ = select(_e99, (_e99.xxxx + _e94.xxxx), vec4<bool>(true, false, false, false));
        r4_ = select(_e52, (_e52 + _e104), vec4<bool>(true, true, false, false));
        r5_ = select(_e57, (_e57.xxxx + vec4<f32>(-6f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = select(_e113, vec4((_e113.x + f32(_e111))), vec4<bool>(true, false, false, false));
    }
    let _e120 = r2_;
    let _e126 = r1_;
    return Output((_e126 * select(_e120, vec4((1f / _e120.x)), vec4<bool>(true, false, false, false)).xxxx));
}
