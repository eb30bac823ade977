struct Constants {
    c: array<vec4<f32>, 232>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(30) 
var t15_: texture_2d<f32>;
@group(1) @binding(31) 
var s15_: sampler;

@fragment 
fn main(@location(7) in7_: vec4<f32>) -> Output {
    var v9_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    let _e8 = textureSample(t15_, s15_, in7_.xy);
    v9_ = in7_;
    r0_ = _e8;
    if true {
        let _e12 = r0_;
        let _e14 = consts.c[223];
        r0_ = (_e12 * _e14);
    }
    rep_count = clamp(vec4<i32>(1i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e23 = rep_count;
        if (_e23 <= 0i) {
            break;
        }
        rep_count = (_e23 - 1i);
        let _e26 = r0_;
        let _e28 = consts.c[222];
        r0_ = (_e26 + _e28);
    }
    let _e30 = r0_;
    return Output(_e30);
}
