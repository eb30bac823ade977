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

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e16 = v0_;
    let _e18 = textureSample(t0_, s0_, _e16.xy);
    r3_ = _e18;
    let _e19 = r3_;
    let _e22 = consts.c[0];
    r1_ = select((_e19 * _e22), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e22 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e29 = r1_;
    let _e32 = consts.c[1];
    let _e33 = r3_;
    r0_ = (select((_e29 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e33);
    let _e40 = r0_;
    let _e41 = r1_;
    r2_ = (_e40 + _e41);
    let _e43 = r2_;
    o0_ = _e43;
    let _e44 = o0_;
    return Output(_e44);
}
