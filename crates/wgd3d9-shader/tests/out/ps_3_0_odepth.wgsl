struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();

    let _e9 = textureSample(t0_, s0_, in0_.xy);
    v0_ = in0_;
    r0_ = _e9;
    if (_e9.wwww.x > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx.x) {
        let _e17 = v0_;
        o0_ = _e17.zzzz;
    } else {
        o0_ = vec4<f32>(0.5f, 0f, 1f, 0f).zzzz;
    }
    let _e21 = r0_;
    let _e22 = o0_;
    return Output(_e22.x, _e21);
}
