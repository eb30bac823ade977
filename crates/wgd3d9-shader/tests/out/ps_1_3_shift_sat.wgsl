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
    let _e41 = v0_;
    let _e43 = textureSample(t0_, s0_, _e41.xy);
    r2_ = _e43;
    let _e44 = v1_;
    let _e46 = textureSample(t1_, s1_, _e44.xy);
    r3_ = _e46;
    let _e47 = r2_;
    let _e48 = v8_;
    r1_ = (select((_e47 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(4f, 4f, 4f, 4f));
    let _e57 = r3_;
    let _e58 = v9_;
    let _e59 = r1_;
    r1_ = ((select((_e57 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e57 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e59) * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let _e68 = r1_;
    let _e69 = r3_;
    r0_ = ((_e68 + (_e69 - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * vec4<f32>(2f, 2f, 2f, 2f));
    let _e74 = r0_;
    r0_ = saturate(_e74);
    let _e76 = r0_;
    o0_ = _e76;
    let _e77 = o0_;
    return Output(_e77);
}
