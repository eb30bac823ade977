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
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e13 = v0_;
    let _e14 = r0_;
    r0_ = select(_e14, _e13, vec4<bool>(true, true, false, false));
    let _e17 = r0_;
    r0_ = select(_e17, vec4<f32>(0f, 0f, 0f, -1f), vec4<bool>(false, false, true, true));
    let _e20 = r0_;
    let _e23 = textureSampleBias(t0_, s0_, _e20.xy, _e20.w);
    r1_ = _e23;
    let _e24 = r1_;
    o0_ = _e24;
    let _e25 = o0_;
    return Output(_e25);
}
