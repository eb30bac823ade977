struct Constants {
    c: array<vec4<f32>, 225>,
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
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e30 * vec4(inverseSqrt(dot(_e30.xyz, _e30.xyz)))), vec4<bool>(true, true, true, false));
    r1_ = _e40;
    o0_ = _e33;
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e40 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false));
    o1_ = _e45;
    let _e48 = select(_e45, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    o1_ = _e48;
    o2_ = in2_;
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), _e26, vec4<bool>(true, true, false, false));
    o3_ = _e49;
    let _e52 = select(_e49, vec4<f32>(0.5f, 0f, 0f, 1f).yyyw, vec4<bool>(false, false, true, true));
    o3_ = _e52;
    return Output(_e33, _e48, in2_, _e52);
}
