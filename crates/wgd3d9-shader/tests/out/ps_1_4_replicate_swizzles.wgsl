struct Constants {
    c: array<vec4<f32>, 25>,
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
    let _e23 = v0_;
    let _e25 = textureSample(t0_, s0_, _e23.xy);
    r0_ = _e25;
    let _e26 = v1_;
    let _e28 = textureSample(t1_, s1_, _e26.xy);
    r1_ = _e28;
    let _e29 = r0_;
    let _e30 = _e29.xxxx;
    let _e31 = r1_;
    r2_ = select((_e30 * _e31), vec4<f32>(0f, 0f, 0f, 0f), ((_e30 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e31 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e38 = r0_;
    let _e39 = _e38.yyyy;
    let _e40 = r1_;
    let _e41 = _e40.zzzz;
    let _e42 = r2_;
    r2_ = (select((_e39 * _e41), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e41 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e42);
    let _e49 = r1_;
    let _e51 = r0_;
    r3_ = (_e49.wwww + _e51.zzzz);
    let _e54 = r2_;
    let _e55 = r3_;
    r0_ = select((_e54 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e61 = r0_;
    o0_ = _e61;
    let _e62 = o0_;
    return Output(_e62);
}
