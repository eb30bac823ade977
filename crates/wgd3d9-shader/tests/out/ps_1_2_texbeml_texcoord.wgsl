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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e30 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e30;
    let _e33 = consts.c[9];
    let _e51 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e33.x * _e30.x) + (_e33.z * _e30.y))), (in1_.y + ((_e33.y * _e30.x) + (_e33.w * _e30.y)))));
    r2_ = _e51;
    let _e52 = _e30.zzzz;
    let _e55 = consts.c[17];
    let _e56 = _e55.xxxx;
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e52 * _e56), vec4<f32>(0f, 0f, 0f, 0f), ((_e52 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e56 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e55.yyyy), vec4<bool>(true, false, false, false));
    r4_ = _e65;
    let _e66 = _e65.xxxx;
    let _e71 = select((_e51 * _e66), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e66 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e71;
    let _e74 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in2_), vec4<bool>(true, true, true, false));
    r3_ = _e74;
    let _e76 = select(_e74, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    r3_ = _e76;
    let _e81 = select((_e71 * _e76), vec4<f32>(0f, 0f, 0f, 0f), ((_e71 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e76 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e81;
    o0_ = _e81;
    return Output(_e81);
}
