struct Constants {
    c: array<vec4<f32>, 34>,
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
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e19;
    if true {
        let _e21 = v1_;
        let _e23 = textureSample(t1_, s1_, _e21.xy);
        r1_ = _e23;
        let _e24 = r0_;
        r0_ = select((_e24 * _e23), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e23 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e30 = r0_;
    o0_ = _e30;
    return Output(_e30);
}
