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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
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

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e35 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e35;
    let _e40 = in1_.xyz;
    let _e41 = ((_e35 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e43 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e47 = select((_e40 * _e41), _e43, ((_e40 == _e43) | (_e41 == _e43)));
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e47.x + _e47.y) + _e47.z)), vec4<bool>(true, false, false, false));
    r4_ = _e55;
    let _e58 = in2_.xyz;
    let _e59 = ((_e35 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e61 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e65 = select((_e58 * _e59), _e61, ((_e58 == _e61) | (_e59 == _e61)));
    let _e73 = select(_e55, vec4(((_e65.x + _e65.y) + _e65.z)), vec4<bool>(false, true, false, false));
    r4_ = _e73;
    let _e75 = textureSample(t2_, s2_, _e73.xy);
    r2_ = _e75;
    let _e77 = textureSample(t3_, s3_, in3_.xy);
    r3_ = _e77;
    let _e83 = (select((_e75 * _e77), vec4<f32>(0f, 0f, 0f, 0f), ((_e75 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e77 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    r0_ = _e83;
    o0_ = _e83;
    return Output(_e83);
}
