struct Constants {
    c: array<vec4<f32>, 225>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = v0_;
    r0_ = _e15;
    let _e16 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e16 > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx));
    r1_ = vec4<f32>(0.5f, 0f, 1f, 0f).yyyy;
    let _e23 = r1_;
    let _e26 = r2_;
    let _e29 = r1_;
    r1_ = select(_e29, (_e23 + vec4<f32>(0.5f, 0f, 1f, 0f).zzzz), (_e26.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e31 = r0_;
    let _e34 = r2_;
    let _e37 = r1_;
    let _e39 = r1_;
    r1_ = select(_e39, select(_e37, (_e31 * vec4<f32>(0.5f, 0f, 1f, 0f).xxxx), (_e34.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e43 = r0_;
    r0_ = select(_e43, vec4<f32>(0.5f, 0f, 1f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e46 = r0_;
    let _e49 = textureSampleLevel(t0_, s0_, _e46.xy, _e46.w);
    let _e50 = r2_;
    let _e53 = r1_;
    r1_ = select(_e53, _e49, (_e50.zzzz != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e55 = r1_;
    o0_ = _e55;
    let _e56 = o0_;
    return Output(_e56);
}
