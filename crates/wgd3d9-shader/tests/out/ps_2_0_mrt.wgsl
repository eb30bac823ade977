struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e31 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e31;
    let _e32 = in1_.xyz;
    let _e33 = in1_.xyz;
    let _e35 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e39 = select((_e32 * _e33), _e35, ((_e32 == _e35) | (_e33 == _e35)));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4(inverseSqrt(((_e39.x + _e39.y) + _e39.z)))), vec4<bool>(true, true, true, false));
    r1_ = _e49;
    let _e50 = vec4<f32>(0.5f, 0f, 0f, 1f).xxxx;
    let _e58 = select(_e49, (select((_e49 * _e50), vec4<f32>(0f, 0f, 0f, 0f), ((_e49 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e50 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false));
    r1_ = _e58;
    let _e61 = select(_e58, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r1_ = _e61;
    r2_ = in2_;
    let _e64 = consts.c[1];
    r3_ = _e64;
    o0_ = _e31;
    o1_ = _e61;
    o2_ = in2_;
    o3_ = _e64;
    return Output(_e31, _e61, in2_, _e64);
}
