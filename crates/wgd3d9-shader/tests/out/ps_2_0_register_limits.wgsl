struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(30) 
var t15_: texture_2d<f32>;
@group(1) @binding(31) 
var s15_: sampler;

@fragment 
fn main(@location(7) in7_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();

    v7_ = in7_;
    v9_ = in9_;
    let _e33 = textureSample(t15_, s15_, in7_.xy);
    r1_ = _e33;
    let _e36 = consts.c[31];
    let _e41 = select((_e33 * _e36), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e36 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e41;
    let _e44 = consts.c[30];
    let _e50 = (select((_e41 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + _e44);
    r0_ = _e50;
    o0_ = _e50;
    return Output(_e50);
}
