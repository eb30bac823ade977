struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in0_), vec4<bool>(true, true, true, false));
    r1_ = _e25;
    let _e27 = select(_e25, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    r1_ = _e27;
    if any((in1_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e33 = textureSample(t2_, s2_, in2_.xy);
    r2_ = _e33;
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e27 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e39;
    let _e40 = select(_e39, _e33, vec4<bool>(false, false, false, true));
    r0_ = _e40;
    o0_ = _e40;
    return Output(_e40);
}
