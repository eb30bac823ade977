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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e18 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e18;
    let _e21 = textureSample(t1_, s1_, in0_.zwxy.xy);
    r1_ = _e21;
    let _e22 = _e18.wzyx;
    let _e23 = _e21.yyxx;
    let _e28 = select((_e22 * _e23), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e23 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e28;
    o0_ = _e28;
    return Output(_e28);
}
