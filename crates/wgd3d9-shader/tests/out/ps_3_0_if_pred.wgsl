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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e21 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e21;
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e21.wwww > vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    r3_ = _e28;
    if (_e28.xxxx.x != 0f) {
        let _e33 = v0_;
        r1_ = _e33;
        let _e36 = select(_e33, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
        r1_ = _e36;
        let _e39 = textureSampleLevel(t1_, s1_, _e36.xy, _e36.w);
        r2_ = _e39;
        let _e40 = r0_;
        r0_ = select(_e40, (_e40 * _e39), vec4<bool>(true, true, true, false));
    } else {
        let _e44 = r0_;
        r0_ = select(_e44, (_e44 * vec4<f32>(0.5f, 0f, 0f, 0f).xxxx), vec4<bool>(true, true, true, false));
    }
    let _e48 = r3_;
    if !((_e48.yyyy.x != 0f)) {
        let _e54 = r0_;
        r0_ = select(_e54, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    }
    let _e56 = r0_;
    o0_ = _e56;
    return Output(_e56);
}
