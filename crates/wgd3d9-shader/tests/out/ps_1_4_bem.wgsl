struct Constants {
    c: array<vec4<f32>, 26>,
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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e30 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e30;
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r1_ = _e32;
    let _e33 = _e30.xxxx;
    let _e36 = consts.c[9];
    let _e41 = select((_e33 * _e36), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e36 == vec4<f32>(0f, 0f, 0f, 0f))));
    r3_ = _e41;
    let _e42 = _e30.yyyy;
    let _e43 = _e36.zwzw;
    let _e49 = (select((_e42 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e41);
    r3_ = _e49;
    let _e52 = select(_e32, (_e32 + _e49), vec4<bool>(true, true, false, false));
    r1_ = _e52;
    let _e54 = textureSample(t1_, s1_, _e52.xy);
    r1_ = _e54;
    let _e56 = textureSample(t2_, s2_, in2_.xy);
    r2_ = _e56;
    let _e61 = select((_e54 * _e56), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e56 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e61;
    o0_ = _e61;
    return Output(_e61);
}
