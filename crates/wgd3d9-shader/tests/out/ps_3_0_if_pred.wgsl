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
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e10.wwww > vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    r0_ = _e10;
    r3_ = _e17;
    if (_e17.xxxx.x != 0f) {
        let _e25 = v0_;
        let _e28 = select(_e25, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
        let _e31 = textureSampleLevel(t1_, s1_, _e28.xy, _e28.w);
        let _e32 = r0_;
        r1_ = _e28;
        r2_ = _e31;
        r0_ = select(_e32, (_e32 * _e31), vec4<bool>(true, true, true, false));
    } else {
        let _e38 = r0_;
        r0_ = select(_e38, (_e38 * vec4<f32>(0.5f, 0f, 0f, 0f).xxxx), vec4<bool>(true, true, true, false));
    }
    let _e42 = r3_;
    if !((_e42.yyyy.x != 0f)) {
        let _e48 = r0_;
        r0_ = select(_e48, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    }
    let _e50 = r0_;
    return Output(_e50);
}
