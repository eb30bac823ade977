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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    v9_ = in9_;
    let _e41 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e41;
    let _e43 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e43;
    let _e50 = ((_e41 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e51 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e53 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e57 = select((_e50 * _e51), _e53, ((_e50 == _e53) | (_e51 == _e53)));
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e57.x + _e57.y) + _e57.z))), vec4<bool>(true, true, true, false));
    r2_ = _e66;
    let _e68 = select(_e66, _e43, vec4<bool>(false, false, false, true));
    r2_ = _e68;
    let _e74 = select(_e41, select((_e43 * _e68), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e68 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e74;
    let _e80 = select(_e74, select((_e68 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e68 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r0_ = _e80;
    o0_ = _e80;
    return Output(_e80);
}
