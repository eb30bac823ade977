struct Constants {
    c: array<vec4<f32>, 34>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e15;
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e15 > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    r1_ = _e18;
    if (_e18.xxxx.x != 0f) {
        let _e23 = r0_;
        let _e26 = consts.c[1];
        r0_ = select(_e23, select((_e23 * _e26), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e26 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e34 = r1_;
    if !((_e34.wwww.x != 0f)) {
        let _e40 = r0_;
        r0_ = select(_e40, vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f).xxxx, vec4<bool>(false, false, false, true));
    }
    let _e43 = r0_;
    o0_ = _e43;
    return Output(_e43);
}
