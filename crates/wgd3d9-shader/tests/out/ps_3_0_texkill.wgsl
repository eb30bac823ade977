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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    let _e18 = v0_;
    let _e20 = select(_e18, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e20;
    v1_ = in1_;
    r2_ = in1_;
    if any((in1_ < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e25 = textureSample(t0_, s0_, _e20.xy);
    r0_ = _e25;
    let _e29 = (_e25.wwww + -(vec4<f32>(0.5f, 0f, 0f, 0f).xxxx));
    r1_ = _e29;
    if any((_e29 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    o0_ = _e25;
    return Output(_e25);
}
