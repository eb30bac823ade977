struct Constants {
    c: array<vec4<f32>, 25>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e28 = v0_;
    let _e30 = textureSample(t0_, s0_, _e28.xy);
    r0_ = _e30;
    let _e31 = v1_;
    let _e33 = textureSample(t1_, s1_, _e31.xy);
    r1_ = _e33;
    let _e34 = v2_;
    let _e36 = textureSample(t2_, s2_, _e34.xy);
    r2_ = _e36;
    let _e37 = r2_;
    let _e38 = r0_;
    r3_ = (_e37 + -(_e38));
    let _e41 = r3_;
    let _e42 = r1_;
    let _e43 = r0_;
    r0_ = select(_e43, _e42, (_e41 >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e47 = r0_;
    o0_ = _e47;
    let _e48 = o0_;
    return Output(_e48);
}
