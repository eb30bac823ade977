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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e30 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.3f, 0.59f, 0.11f, 0f), (vec4<f32>(0.3f, 0.59f, 0.11f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e30;
    let _e32 = select(vec4<f32>(1f, 1f, 1f, 1f), _e30, (_e30 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e32;
    let _e35 = consts.c[1];
    let _e37 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e35, (_e35 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r5_ = _e37;
    let _e39 = select(vec4<f32>(1f, 1f, 1f, 1f), _e37, (_e37 < vec4<f32>(1f, 1f, 1f, 1f)));
    r5_ = _e39;
    let _e41 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e41;
    let _e43 = textureSample(t1_, s1_, in1_.xy);
    r3_ = _e43;
    let _e48 = select((_e41 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e56 = vec4((((_e48.x + _e48.y) + _e48.z) + _e48.w));
    r1_ = _e56;
    let _e58 = (_e56 + -(_e39));
    r1_ = _e58;
    let _e60 = select(_e43, _e41, (_e58 >= vec4<f32>(0f, 0f, 0f, 0f)));
    r0_ = _e60;
    o0_ = _e60;
    return Output(_e60);
}
