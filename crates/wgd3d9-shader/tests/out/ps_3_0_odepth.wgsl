struct Constants {
    c: array<vec4<f32>, 225>,
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
    let _e13 = v0_;
    let _e15 = textureSample(t0_, s0_, _e13.xy);
    r0_ = _e15;
    let _e16 = r0_;
    if (_e16.wwww.x > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx.x) {
        let _e22 = v0_;
        o0_ = _e22.zzzz;
    } else {
        o0_ = vec4<f32>(0.5f, 0f, 1f, 0f).zzzz;
    }
    let _e25 = r0_;
    o1_ = _e25;
    let _e26 = o0_;
    let _e28 = o1_;
    return Output(_e26.x, _e28);
}
