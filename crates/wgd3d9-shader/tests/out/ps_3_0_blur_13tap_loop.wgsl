struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
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
    let _e22 = consts[(constant_index + 2u)];
    let _e23 = bitcast<vec4<f32>>(_e22);
    let _e33 = vec4<i32>(13i, 0i, 1i, 0i);
    loop_count = clamp(_e33.x, 0i, 255i);
    loop_step = _e33.z;
    v0_ = _e12;
    r0_ = _e14;
    r1_ = vec4<f32>(-6f, 1f, 0f, 0f).zzzz;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).zzzz, vec4<bool>(true, false, false, false));
    r3_ = _e23;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e23 * vec4<f32>(-6f, 1f, 0f, 0f).xxxx) + _e12), vec4<bool>(true, true, false, false));
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(-6f, 1f, 0f, 0f).xxxx, vec4<bool>(true, false, false, false));
    r9_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e33.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e52 = loop_count;
        if (_e52 <= 0i) {
            break;
        }
        loop_count = (_e52 - 1i);
        let _e55 = r4_;
        let _e57 = textureSample(t0_, s0_, _e55.xy);
        let _e59 = textureSample(t1_, s1_, _e55.xy);
        let _e60 = r5_;
        let _e65 = r8_;
        let _e66 = select(_e65, (_e60.xxxx * _e60.xxxx), vec4<bool>(true, false, false, false));
        let _e72 = r0_;
        let _e77 = select(select(_e66, (_e66.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).xxxx), vec4<bool>(true, false, false, false)), (_e59.xxxx + -(_e72.xxxx)), vec4<bool>(false, true, false, false));
        let _e80 = select(_e77, abs(_e77.yyyy), vec4<bool>(false, true, false, false));
        let _e84 = select(_e80, (_e80.yyyy * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).zzzz), vec4<bool>(false, true, false, false));
        let _e89 = select(_e84, (_e84.xxxx + -(_e84.yyyy)), vec4<bool>(true, false, false, false));
        let _e93 = select(_e89, (_e89.xxxx * vec4<f32>(-0.0555556f, 1.442695f, 50f, 0f).yyyy), vec4<bool>(true, false, false, false));
        let _e97 = select(_e93, vec4(exp2(_e93.x)), vec4<bool>(true, false, false, false));
        let _e99 = r1_;
        let _e102 = r2_;
        let _e107 = r3_;
        let _e114 = loop_step;
        let _e116 = r9_;
        r6_ = _e57;
        r7_ = _e59;
        r8_ = _e97;
        r1_ = ((_e57 * _e97.xxxx) + _e99);
        r2_ = select(_e102, (_e102.xxxx + _e97.xxxx), vec4<bool>(true, false, false, false));
        r4_ = select(_e55, (_e55 + _e107), vec4<bool>(true, true, false, false));
        r5_ = select(_e60, (_e60.xxxx + vec4<f32>(-6f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = select(_e116, vec4((_e116.x + f32(_e114))), vec4<bool>(true, false, false, false));
    }
    let _e123 = r2_;
    let _e129 = r1_;
    return Output((_e129 * select(_e123, vec4((1f / _e123.x)), vec4<bool>(true, false, false, false)).xxxx));
}
