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
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e11 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e11.wwww > vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    r0_ = _e11;
    r3_ = _e18;
    if (_e18.xxxx.x != 0f) {
        let _e26 = v0_;
        let _e29 = select(_e26, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
        let _e32 = textureSampleLevel(t1_, s1_, _e29.xy, _e29.w);
        let _e33 = r0_;
        r1_ = _e29;
        r2_ = _e32;
        r0_ = select(_e33, (_e33 * _e32), vec4<bool>(true, true, true, false));
    } else {
        let _e39 = r0_;
        r0_ = select(_e39, (_e39 * vec4<f32>(0.5f, 0f, 0f, 0f).xxxx), vec4<bool>(true, true, true, false));
    }
    let _e43 = r3_;
    if !((_e43.yyyy.x != 0f)) {
        let _e49 = r0_;
        r0_ = select(_e49, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    }
    let _e51 = r0_;
    return Output(_e51);
}
