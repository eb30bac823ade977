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

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    r0_ = _e15;
    let _e17 = select(_e15, vec4<f32>(0f, 0f, 0f, -1f), vec4<bool>(false, false, true, true));
    r0_ = _e17;
    let _e20 = textureSampleBias(t0_, s0_, _e17.xy, _e17.w);
    r1_ = _e20;
    o0_ = _e20;
    return Output(_e20);
}
