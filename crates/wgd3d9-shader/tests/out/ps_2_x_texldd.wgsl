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
    let _e18 = vec4<f32>(0.1f, 10f, 0f, 0f).zzzz;
    r0_ = _e18;
    let _e19 = vec4<f32>(0.1f, 10f, 0f, 0f).yyyy;
    let _e26 = select(_e18, select((in0_ * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    r0_ = _e26;
    let _e28 = select(_e26, fract(_e26), vec4<bool>(true, true, false, false));
    r0_ = _e28;
    let _e29 = vec4<f32>(0.1f, 10f, 0f, 0f).xxxx;
    let _e36 = select(_e28, (select((_e28 * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((_e28 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))) + in0_), vec4<bool>(true, true, false, false));
    r0_ = _e36;
    let _e37 = vec4<f32>(0.1f, 10f, 0f, 0f).zzzz;
    r1_ = _e37;
    let _e38 = vec4<f32>(0.1f, 10f, 0f, 0f).zzzz;
    r2_ = _e38;
    let _e39 = dpdx(in0_);
    let _e40 = select(_e37, _e39, vec4<bool>(true, true, false, false));
    r1_ = _e40;
    let _e41 = dpdy(in0_);
    let _e42 = select(_e38, _e41, vec4<bool>(true, true, false, false));
    r2_ = _e42;
    let _e46 = textureSampleGrad(t0_, s0_, _e36.xy, _e40.xy, _e42.xy);
    r3_ = _e46;
    o0_ = _e46;
    return Output(_e46);
}
