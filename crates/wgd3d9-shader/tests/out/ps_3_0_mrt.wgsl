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

    let _e23 = v0_;
    v0_ = select(_e23, in0_, vec4<bool>(true, true, false, false));
    let _e27 = v1_;
    v1_ = select(_e27, in1_, vec4<bool>(true, true, true, false));
    v2_ = in2_;
    let _e31 = v0_;
    let _e33 = textureSample(t0_, s0_, _e31.xy);
    r0_ = _e33;
    let _e34 = v1_;
    let _e41 = r1_;
    r1_ = select(_e41, (_e34 * vec4(inverseSqrt(dot(_e34.xyz, _e34.xyz)))), vec4<bool>(true, true, true, false));
    let _e43 = r0_;
    o0_ = _e43;
    let _e44 = r1_;
    let _e49 = o1_;
    o1_ = select(_e49, ((_e44 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false));
    let _e52 = o1_;
    o1_ = select(_e52, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e55 = v2_;
    o2_ = _e55;
    let _e56 = v0_;
    let _e57 = o3_;
    o3_ = select(_e57, _e56, vec4<bool>(true, true, false, false));
    let _e60 = o3_;
    o3_ = select(_e60, vec4<f32>(0.5f, 0f, 0f, 1f).yyyw, vec4<bool>(false, false, true, true));
    let _e63 = o0_;
    let _e64 = o1_;
    let _e65 = o2_;
    let _e66 = o3_;
    return Output(_e63, _e64, _e65, _e66);
}
