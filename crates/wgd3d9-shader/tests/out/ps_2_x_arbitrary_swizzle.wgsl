struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e16 = v0_;
    let _e18 = textureSample(t0_, s0_, _e16.xy);
    r0_ = _e18;
    let _e19 = v0_;
    let _e22 = textureSample(t1_, s1_, _e19.zwxy.xy);
    r1_ = _e22;
    let _e23 = r0_;
    let _e24 = _e23.wzyx;
    let _e25 = r1_;
    let _e26 = _e25.yyxx;
    r2_ = select((_e24 * _e26), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e26 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e33 = r2_;
    o0_ = _e33;
    let _e34 = o0_;
    return Output(_e34);
}
