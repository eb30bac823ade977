struct Constants {
    c: array<vec4<f32>, 34>,
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
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e19;
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.wwww.x)), vec4<bool>(true, false, false, false));
    r1_ = _e26;
    let _e27 = in1_.zzzz;
    let _e28 = _e26.xxxx;
    let _e34 = select(_e26, select((_e27 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r1_ = _e34;
    let _e35 = _e34.xxxx;
    o0_ = _e35;
    o1_ = _e19;
    return Output(_e35.x, _e19);
}
