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
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e33 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e33;
    r4_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e38 = in1_.xyz;
    let _e39 = ((_e33 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e41 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e45 = select((_e38 * _e39), _e41, ((_e38 == _e41) | (_e39 == _e41)));
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e45.x + _e45.y) + _e45.z)), vec4<bool>(true, false, false, false));
    r4_ = _e53;
    let _e55 = textureSample(t1_, s1_, _e53.xy);
    r2_ = _e55;
    let _e57 = textureSample(t2_, s2_, in2_.xy);
    r3_ = _e57;
    let _e62 = select((_e55 * _e57), vec4<f32>(0f, 0f, 0f, 0f), ((_e55 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e57 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e62;
    o0_ = _e62;
    return Output(_e62);
}
