struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e17 = v0_;
    let _e19 = textureSample(t0_, s0_, _e17.xy);
    r0_ = _e19;
    let _e20 = v1_;
    let _e26 = r1_;
    r1_ = select(_e26, vec4((1f / _e20.wwww.x)), vec4<bool>(true, false, false, false));
    let _e29 = v1_;
    let _e30 = _e29.zzzz;
    let _e31 = r1_;
    let _e32 = _e31.xxxx;
    let _e39 = r1_;
    r1_ = select(_e39, select((_e30 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e30 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e41 = r1_;
    o0_ = _e41.xxxx;
    let _e43 = r0_;
    o1_ = _e43;
    let _e44 = o0_;
    let _e46 = o1_;
    return Output(_e44.x, _e46);
}
