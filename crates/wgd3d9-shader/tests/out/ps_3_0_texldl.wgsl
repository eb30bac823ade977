struct Constants {
    c: array<vec4<f32>, 225>,
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

    let _e13 = v0_;
    v0_ = select(_e13, in0_, vec4<bool>(true, true, false, false));
    let _e16 = v0_;
    let _e17 = r0_;
    r0_ = select(_e17, _e16, vec4<bool>(true, true, false, false));
    let _e19 = r0_;
    r0_ = select(_e19, vec4<f32>(0f, 0f, 0f, 3f), vec4<bool>(false, false, true, true));
    let _e22 = r0_;
    let _e25 = textureSampleLevel(t0_, s0_, _e22.xy, _e22.w);
    r1_ = _e25;
    let _e26 = r1_;
    o0_ = _e26;
    let _e27 = o0_;
    return Output(_e27);
}
