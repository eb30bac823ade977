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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e12;
    rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e20 = rep_count;
        if (_e20 <= 0i) {
            break;
        }
        rep_count = (_e20 - 1i);
        let _e24 = r0_;
        r0_ = select(_e24, select((_e24 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e33 = r0_;
        let _e36 = consts.c[0];
        r0_ = (_e33 + _e36);
    }
    let _e38 = r0_;
    o0_ = _e38;
    return Output(_e38);
}
