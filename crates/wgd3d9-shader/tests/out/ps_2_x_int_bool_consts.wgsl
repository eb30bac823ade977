struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e8 = textureSample(t0_, s0_, in0_.xy);
    rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = _e8;
    loop {
        let _e18 = rep_count;
        if (_e18 <= 0i) {
            break;
        }
        rep_count = (_e18 - 1i);
        let _e22 = r0_;
        r0_ = select(_e22, select((_e22 * _e22), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e22 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e31 = r0_;
        let _e35 = consts[(constant_index + 0u)];
        r0_ = (_e31 + bitcast<vec4<f32>>(_e35));
    }
    let _e38 = r0_;
    return Output(_e38);
}
