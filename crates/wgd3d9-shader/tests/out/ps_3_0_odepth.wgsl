struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();

    let _e11 = textureSample(t0_, s0_, in0_.xy);
    v0_ = in0_;
    r0_ = _e11;
    if (_e11.wwww.x > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx.x) {
        let _e19 = v0_;
        o0_ = _e19.zzzz;
    } else {
        o0_ = vec4<f32>(0.5f, 0f, 1f, 0f).zzzz;
    }
    let _e23 = r0_;
    let _e24 = o0_;
    return Output(_e24.x, _e23);
}
