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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    let _e14 = v0_;
    v0_ = select(_e14, in0_, vec4<bool>(true, true, false, false));
    let _e18 = v1_;
    v1_ = select(_e18, in1_, vec4<bool>(true, true, false, false));
    if false {
        let _e21 = v0_;
        let _e23 = textureSample(t0_, s0_, _e21.xy);
        r0_ = _e23;
    } else {
        let _e24 = v1_;
        let _e26 = textureSample(t1_, s1_, _e24.xy);
        r0_ = _e26;
    }
    let _e27 = r0_;
    o0_ = _e27;
    let _e28 = o0_;
    return Output(_e28);
}
