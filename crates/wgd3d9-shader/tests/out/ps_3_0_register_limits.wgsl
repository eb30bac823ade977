struct Constants {
    c: array<vec4<f32>, 226>,
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
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v9_ = in7_;
    let _e30 = textureSample(t15_, s15_, in7_.xy);
    r0_ = _e30;
    if true {
        let _e32 = r0_;
        let _e35 = consts.c[223];
        r0_ = (_e32 * _e35);
    }
    rep_count = clamp(vec4<i32>(1i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e44 = rep_count;
        if (_e44 <= 0i) {
            break;
        }
        rep_count = (_e44 - 1i);
        let _e47 = r0_;
        let _e50 = consts.c[222];
        r0_ = (_e47 + _e50);
    }
    let _e52 = r0_;
    o0_ = _e52;
    return Output(_e52);
}
