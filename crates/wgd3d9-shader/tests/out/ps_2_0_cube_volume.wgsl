struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_cube<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_3d<f32>;
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
    let _e19 = textureSample(t0_, s0_, in0_.xyz);
    r0_ = _e19;
    let _e21 = textureSample(t1_, s1_, in1_.xyz);
    r1_ = _e21;
    let _e26 = select((_e19 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e26;
    o0_ = _e26;
    return Output(_e26);
}
