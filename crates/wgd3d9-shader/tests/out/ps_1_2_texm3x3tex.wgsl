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

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v8_ = in8_;
    let _e42 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e42;
    let _e47 = in1_.xyz;
    let _e48 = ((_e42 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e50 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e54 = select((_e47 * _e48), _e50, ((_e47 == _e50) | (_e48 == _e50)));
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e54.x + _e54.y) + _e54.z)), vec4<bool>(true, false, false, false));
    r3_ = _e62;
    let _e65 = in2_.xyz;
    let _e66 = ((_e42 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e68 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e72 = select((_e65 * _e66), _e68, ((_e65 == _e68) | (_e66 == _e68)));
    let _e80 = select(_e62, vec4(((_e72.x + _e72.y) + _e72.z)), vec4<bool>(false, true, false, false));
    r3_ = _e80;
    let _e83 = in3_.xyz;
    let _e84 = ((_e42 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e86 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e90 = select((_e83 * _e84), _e86, ((_e83 == _e86) | (_e84 == _e86)));
    let _e98 = select(_e80, vec4(((_e90.x + _e90.y) + _e90.z)), vec4<bool>(false, false, true, false));
    r3_ = _e98;
    let _e100 = textureSample(t3_, s3_, _e98.xy);
    r2_ = _e100;
    let _e105 = select((_e100 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e100 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e105;
    o0_ = _e105;
    return Output(_e105);
}
