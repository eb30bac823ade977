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
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e28 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f), (vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e28;
    let _e30 = select(vec4<f32>(1f, 1f, 1f, 1f), _e28, (_e28 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e30;
    let _e32 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e32;
    let _e34 = textureSample(t1_, s1_, in1_.xy);
    r3_ = _e34;
    let _e39 = select((_e32 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e32 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e47 = vec4((((_e39.x + _e39.y) + _e39.z) + _e39.w));
    r1_ = _e47;
    let _e52 = select((_e34 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e52;
    o0_ = _e52;
    return Output(_e52);
}
