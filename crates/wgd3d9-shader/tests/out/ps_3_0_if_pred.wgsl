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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e19 = v0_;
    let _e21 = textureSample(t0_, s0_, _e19.xy);
    r0_ = _e21;
    let _e22 = r0_;
    let _e29 = r3_;
    r3_ = select(_e29, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e22.wwww > vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    let _e32 = r3_;
    if (_e32.xxxx.x != 0f) {
        let _e37 = v0_;
        r1_ = _e37;
        let _e39 = r1_;
        r1_ = select(_e39, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
        let _e42 = r1_;
        let _e45 = textureSampleLevel(t1_, s1_, _e42.xy, _e42.w);
        r2_ = _e45;
        let _e46 = r0_;
        let _e47 = r2_;
        let _e49 = r0_;
        r0_ = select(_e49, (_e46 * _e47), vec4<bool>(true, true, true, false));
    } else {
        let _e52 = r0_;
        let _e55 = r0_;
        r0_ = select(_e55, (_e52 * vec4<f32>(0.5f, 0f, 0f, 0f).xxxx), vec4<bool>(true, true, true, false));
    }
    let _e57 = r3_;
    if !((_e57.yyyy.x != 0f)) {
        let _e64 = r0_;
        r0_ = select(_e64, vec4<f32>(0.5f, 0f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    }
    let _e66 = r0_;
    o0_ = _e66;
    let _e67 = o0_;
    return Output(_e67);
}
