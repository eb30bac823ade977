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
    r0_ = _e25;
    let _e27 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e27;
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), _e25, vec4<bool>(true, false, false, false));
    r2_ = _e29;
    let _e31 = select(_e29, _e27, vec4<bool>(false, true, true, false));
    r2_ = _e31;
    let _e38 = select(_e31, select((_e25 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e25 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r2_ = _e38;
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), _e27, vec4<bool>(true, true, false, true));
    r3_ = _e40;
    let _e43 = select(_e40, (_e25 + _e27), vec4<bool>(false, false, true, false));
    r3_ = _e43;
    let _e48 = select((_e38 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e48;
    o0_ = _e48;
    return Output(_e48);
}
