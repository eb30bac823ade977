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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    v8_ = in8_;
    r3_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.05f, 0.05f, 0f, 0f), (vec4<f32>(0.05f, 0.05f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e44 = r3_;
    r3_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e44, (_e44 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e47 = v0_;
    let _e49 = textureSample(t0_, s0_, _e47.xy);
    r0_ = _e49;
    let _e50 = v1_;
    let _e51 = r1_;
    r1_ = select(_e51, _e50, vec4<bool>(true, true, true, false));
    let _e54 = r0_;
    let _e58 = ((_e54 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e59 = r3_;
    let _e60 = r1_;
    let _e68 = r1_;
    r1_ = select(_e68, (select((_e58 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e60), vec4<bool>(true, true, true, false));
    let _e70 = r1_;
    let _e72 = textureSample(t1_, s1_, _e70.xy);
    r1_ = _e72;
    let _e73 = v2_;
    let _e75 = textureSample(t2_, s2_, _e73.xy);
    r2_ = _e75;
    let _e76 = r1_;
    let _e77 = r2_;
    r0_ = select((_e76 * _e77), vec4<f32>(0f, 0f, 0f, 0f), ((_e76 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e77 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e83 = r0_;
    let _e84 = v8_;
    let _e90 = r0_;
    r0_ = select(_e90, select((_e83 * _e84), vec4<f32>(0f, 0f, 0f, 0f), ((_e83 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e84 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e92 = r0_;
    o0_ = _e92;
    let _e93 = o0_;
    return Output(_e93);
}
