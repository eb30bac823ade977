struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    if any((in0_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e38 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e38;
    let _e43 = select((_e38 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e43;
    o0_ = _e43;
    return Output(_e43);
}
