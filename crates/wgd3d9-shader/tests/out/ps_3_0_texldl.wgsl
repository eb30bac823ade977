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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    let _e14 = v0_;
    let _e16 = select(_e14, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e16;
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), _e16, vec4<bool>(true, true, false, false));
    r0_ = _e17;
    let _e19 = select(_e17, vec4<f32>(0f, 0f, 0f, 3f), vec4<bool>(false, false, true, true));
    r0_ = _e19;
    let _e22 = textureSampleLevel(t0_, s0_, _e19.xy, _e19.w);
    r1_ = _e22;
    o0_ = _e22;
    return Output(_e22);
}
