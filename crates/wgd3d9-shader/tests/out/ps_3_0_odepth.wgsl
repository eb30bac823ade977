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
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e15;
    if (_e15.wwww.x > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx.x) {
        let _e21 = v0_;
        o0_ = _e21.zzzz;
    } else {
        o0_ = vec4<f32>(0.5f, 0f, 1f, 0f).zzzz;
    }
    let _e24 = r0_;
    o1_ = _e24;
    let _e25 = o0_;
    return Output(_e25.x, _e24);
}
