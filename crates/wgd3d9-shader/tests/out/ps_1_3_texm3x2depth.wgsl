struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v8_ = in8_;
    let _e47 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e47;
    let _e48 = in1_.xyz;
    let _e49 = _e47.xyz;
    let _e51 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e55 = select((_e48 * _e49), _e51, ((_e48 == _e51) | (_e49 == _e51)));
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e55.x + _e55.y) + _e55.z)), vec4<bool>(true, false, false, false));
    r3_ = _e63;
    let _e64 = in2_.xyz;
    let _e65 = _e47.xyz;
    let _e67 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e71 = select((_e64 * _e65), _e67, ((_e64 == _e67) | (_e65 == _e67)));
    let _e79 = select(_e63, vec4(((_e71.x + _e71.y) + _e71.z)), vec4<bool>(false, true, false, false));
    r3_ = _e79;
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e79.yyyy.x)), vec4<bool>(true, false, false, false));
    r4_ = _e85;
    let _e86 = _e79.xxxx;
    let _e92 = select(_e85, select((_e85 * _e86), vec4<f32>(0f, 0f, 0f, 0f), ((_e85 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e86 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r4_ = _e92;
    let _e97 = select(_e92, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e79.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    r4_ = _e97;
    let _e101 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e97.xxxx, vec4<f32>(1f, 1f, 1f, 1f), _e97.yyyy), vec4<bool>(true, false, false, false));
    o0_ = _e101;
    let _e103 = textureSample(t3_, s3_, in3_.xy);
    r2_ = _e103;
    let _e108 = select((_e103 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e103 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e108;
    o1_ = _e108;
    return Output(_e101.x, _e108);
}
