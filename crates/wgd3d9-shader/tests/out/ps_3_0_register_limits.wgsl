struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(30) 
var t15_: texture_2d<f32>;
@group(1) @binding(31) 
var s15_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(7) in7_: vec4<f32>) -> Output {
    var v9_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    let _e8 = textureSample(t15_, s15_, in7_.xy);
    v9_ = in7_;
    r0_ = _e8;
    if true {
        let _e12 = r0_;
        let _e16 = consts[(constant_index + 223u)];
        r0_ = (_e12 * bitcast<vec4<f32>>(_e16));
    }
    rep_count = clamp(vec4<i32>(1i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e26 = rep_count;
        if (_e26 <= 0i) {
            break;
        }
        rep_count = (_e26 - 1i);
        let _e29 = r0_;
        let _e33 = consts[(constant_index + 222u)];
        r0_ = (_e29 + bitcast<vec4<f32>>(_e33));
    }
    let _e36 = r0_;
    return Output(_e36);
}
