struct Constants {
    c: array<vec4<f32>, 34>,
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
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e18 = vec4<f32>(4f, 0.5f, 2f, 1f).xxxx;
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    r0_ = _e25;
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), fract(_e25), vec4<bool>(true, true, false, false));
    r1_ = _e27;
    let _e31 = select(_e27, (_e27 + -(vec4<f32>(4f, 0.5f, 2f, 1f).yyyy)), vec4<bool>(true, true, false, false));
    r1_ = _e31;
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), abs(_e31), vec4<bool>(true, true, false, false));
    r2_ = _e33;
    let _e34 = vec4<f32>(4f, 0.5f, 2f, 1f).zzzz;
    let _e40 = select(_e33, select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    r2_ = _e40;
    let _e42 = textureSample(t0_, s0_, _e40.xy);
    r3_ = _e42;
    o0_ = _e42;
    return Output(_e42);
}
