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
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e18 = textureSample(t0_, s0_, in0_.xy);
    r3_ = _e18;
    let _e21 = consts.c[0];
    let _e26 = select((_e18 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e18 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f))));
    r1_ = _e26;
    let _e29 = consts.c[1];
    let _e35 = (select((_e26 * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e18);
    r0_ = _e35;
    let _e36 = (_e35 + _e26);
    r2_ = _e36;
    o0_ = _e36;
    return Output(_e36);
}
