struct Constants {
    c: array<vec4<f32>, 226>,
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

    let _e15 = v0_;
    v0_ = select(_e15, in0_, vec4<bool>(true, true, false, false));
    let _e19 = v1_;
    v1_ = select(_e19, in1_, vec4<bool>(true, true, false, false));
    if false {
        let _e22 = v0_;
        let _e24 = textureSample(t0_, s0_, _e22.xy);
        r0_ = _e24;
    } else {
        let _e25 = v1_;
        let _e27 = textureSample(t1_, s1_, _e25.xy);
        r0_ = _e27;
    }
    let _e28 = r0_;
    o0_ = _e28;
    return Output(_e28);
}
