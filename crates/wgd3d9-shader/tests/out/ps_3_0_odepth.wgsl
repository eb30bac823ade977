struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();

    let _e8 = textureSample(t0_, s0_, in0_.xy);
    v0_ = in0_;
    r0_ = _e8;
    if (_e8.wwww.x > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx.x) {
        let _e16 = v0_;
        o0_ = _e16.zzzz;
    } else {
        o0_ = vec4<f32>(0.5f, 0f, 1f, 0f).zzzz;
    }
    let _e20 = r0_;
    let _e21 = o0_;
    return Output(_e21.x, _e20);
}
