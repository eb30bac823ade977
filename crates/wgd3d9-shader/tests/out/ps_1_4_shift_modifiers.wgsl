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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
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

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    v9_ = in9_;
    let _e43 = v0_;
    let _e45 = textureSample(t0_, s0_, _e43.xy);
    r0_ = _e45;
    let _e46 = v1_;
    let _e48 = textureSample(t1_, s1_, _e46.xy);
    r1_ = _e48;
    let _e49 = r0_;
    let _e50 = r1_;
    r2_ = (select((_e49 * _e50), vec4<f32>(0f, 0f, 0f, 0f), ((_e49 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e50 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    let _e59 = r0_;
    let _e60 = v8_;
    r3_ = (select((_e59 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(4f, 4f, 4f, 4f));
    let _e68 = r1_;
    let _e69 = v9_;
    r4_ = (select((_e68 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e68 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(8f, 8f, 8f, 8f));
    let _e77 = r2_;
    let _e78 = r3_;
    r2_ = ((_e77 + _e78) * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let _e82 = r4_;
    let _e83 = r2_;
    r3_ = ((_e82 + _e83) * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f));
    let _e87 = r3_;
    let _e88 = r1_;
    let _e89 = r2_;
    r0_ = ((select((_e87 * _e88), vec4<f32>(0f, 0f, 0f, 0f), ((_e87 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e88 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e89) * vec4<f32>(0.125f, 0.125f, 0.125f, 0.125f));
    let _e98 = r0_;
    o0_ = _e98;
    let _e99 = o0_;
    return Output(_e99);
}
