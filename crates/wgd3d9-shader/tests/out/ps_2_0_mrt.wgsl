struct Constants {
    c: array<vec4<f32>, 34>,
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
    let _e44 = ((_e39.x + _e39.y) + _e39.z);
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e44))), vec4<f32>(0f, 0f, 0f, 0f), (_e44 == 0f)), vec4<bool>(true, true, true, false));
    r1_ = _e52;
    let _e53 = vec4<f32>(0.5f, 0f, 0f, 1f).xxxx;
    let _e61 = select(_e52, (select((_e52 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e52 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false));
    r1_ = _e61;
    let _e64 = select(_e61, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r1_ = _e64;
    r2_ = in2_;
    let _e67 = consts.c[1];
    r3_ = _e67;
    o0_ = _e31;
    o1_ = _e64;
    o2_ = in2_;
    o3_ = _e67;
    return Output(_e31, _e64, in2_, _e67);
}
