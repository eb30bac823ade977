struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e10 = v0_;
    let _e12 = textureSample(t0_, s0_, _e10.xy);
    r0_ = _e12;
    rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e23 = rep_count;
        if (_e23 <= 0i) {
            break;
        }
        rep_count = (_e23 - 1i);
        let _e28 = r0_;
        let _e29 = r0_;
        let _e36 = r0_;
        r0_ = select(_e36, select((_e28 * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((_e28 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e40 = r0_;
        let _e43 = consts.c[0];
        r0_ = (_e40 + _e43);
    }
    let _e45 = r0_;
    o0_ = _e45;
    let _e46 = o0_;
    return Output(_e46);
}
