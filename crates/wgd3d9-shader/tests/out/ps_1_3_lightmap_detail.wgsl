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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
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
    v2_ = in2_;
    v9_ = in9_;
    let _e48 = consts.c[0];
    let _e50 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e48, (_e48 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e50;
    let _e52 = select(vec4<f32>(1f, 1f, 1f, 1f), _e50, (_e50 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e52;
    let _e54 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e54;
    let _e56 = textureSample(t1_, s1_, in1_.xy);
    r2_ = _e56;
    let _e58 = textureSample(t2_, s2_, in2_.xy);
    r3_ = _e58;
    let _e65 = (select((_e54 * _e56), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e56 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    r0_ = _e65;
    let _e71 = (select((_e65 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e65 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    r0_ = _e71;
    let _e75 = select(_e71, mix(_e52, _e71, in9_.wwww), vec4<bool>(true, true, true, false));
    r0_ = _e75;
    let _e77 = select(_e75, _e54, vec4<bool>(false, false, false, true));
    r0_ = _e77;
    o0_ = _e77;
    return Output(_e77);
}
