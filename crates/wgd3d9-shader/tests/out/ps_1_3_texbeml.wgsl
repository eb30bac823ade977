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
    let _e32 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e32;
    let _e35 = consts.c[9];
    let _e53 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e35.x * _e32.x) + (_e35.z * _e32.y))), (in1_.y + ((_e35.y * _e32.x) + (_e35.w * _e32.y)))));
    r2_ = _e53;
    let _e54 = _e32.zzzz;
    let _e57 = consts.c[17];
    let _e58 = _e57.xxxx;
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e54 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e57.yyyy), vec4<bool>(true, false, false, false));
    r4_ = _e67;
    let _e68 = _e67.xxxx;
    let _e73 = select((_e53 * _e68), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e68 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e73;
    let _e75 = textureSample(t2_, s2_, in2_.xy);
    r3_ = _e75;
    let _e80 = select((_e73 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e73 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e80;
    o0_ = _e80;
    return Output(_e80);
}
