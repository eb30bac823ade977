struct Constants {
    c: array<vec4<f32>, 226>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    let _e24 = v0_;
    let _e26 = select(_e24, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e26;
    let _e28 = v1_;
    let _e30 = select(_e28, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e30;
    v2_ = in2_;
    let _e33 = textureSample(t0_, s0_, _e26.xy);
    r0_ = _e33;
    let _e36 = dot(_e30.xyz, _e30.xyz);
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e30 * vec4(inverseSqrt(_e36))), vec4<f32>(0f, 0f, 0f, 0f), (_e36 == 0f)), vec4<bool>(true, true, true, false));
    r1_ = _e43;
    o0_ = _e33;
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e43 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false));
    o1_ = _e48;
    let _e51 = select(_e48, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    o1_ = _e51;
    o2_ = in2_;
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), _e26, vec4<bool>(true, true, false, false));
    o3_ = _e52;
    let _e55 = select(_e52, vec4<f32>(0.5f, 0f, 0f, 1f).yyyw, vec4<bool>(false, false, true, true));
    o3_ = _e55;
    return Output(_e33, _e51, in2_, _e55);
}
