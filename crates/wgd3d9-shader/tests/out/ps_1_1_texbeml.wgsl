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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e25 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e25;
    let _e28 = consts.c[9];
    let _e46 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e28.x * _e25.x) + (_e28.z * _e25.y))), (in1_.y + ((_e28.y * _e25.x) + (_e28.w * _e25.y)))));
    r2_ = _e46;
    let _e47 = _e25.zzzz;
    let _e50 = consts.c[17];
    let _e51 = _e50.xxxx;
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e47 * _e51), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e51 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e50.yyyy), vec4<bool>(true, false, false, false));
    r3_ = _e60;
    let _e61 = _e60.xxxx;
    let _e66 = select((_e46 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e66;
    r0_ = _e66;
    o0_ = _e66;
    return Output(_e66);
}
