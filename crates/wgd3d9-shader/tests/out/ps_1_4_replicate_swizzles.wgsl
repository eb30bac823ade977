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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e25 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e25;
    let _e27 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e27;
    let _e28 = _e25.xxxx;
    let _e33 = select((_e28 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e28 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e33;
    let _e34 = _e25.yyyy;
    let _e35 = _e27.zzzz;
    let _e41 = (select((_e34 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e33);
    r2_ = _e41;
    let _e44 = (_e27.wwww + _e25.zzzz);
    r3_ = _e44;
    let _e49 = select((_e41 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e49;
    o0_ = _e49;
    return Output(_e49);
}
