struct Constants {
    c: array<vec4<f32>, 25>,
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
    let _e22 = v0_;
    let _e24 = r1_;
    r1_ = select(_e24, saturate(_e22), vec4<bool>(true, true, true, false));
    let _e27 = r1_;
    r1_ = select(_e27, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e30 = v1_;
    if any((_e30.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e36 = v2_;
    let _e38 = textureSample(t2_, s2_, _e36.xy);
    r2_ = _e38;
    let _e39 = r1_;
    let _e40 = r2_;
    let _e46 = r0_;
    r0_ = select(_e46, select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e48 = r2_;
    let _e49 = r0_;
    r0_ = select(_e49, _e48, vec4<bool>(false, false, false, true));
    let _e51 = r0_;
    o0_ = _e51;
    let _e52 = o0_;
    return Output(_e52);
}
