struct Constants {
    c: array<vec4<f32>, 33>,
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
    r0_ = vec4<f32>(0.1f, 10f, 0f, 0f).zzzz;
    let _e18 = v0_;
    let _e19 = vec4<f32>(0.1f, 10f, 0f, 0f).yyyy;
    let _e26 = r0_;
    r0_ = select(_e26, select((_e18 * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((_e18 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e29 = r0_;
    let _e31 = r0_;
    r0_ = select(_e31, fract(_e29), vec4<bool>(true, true, false, false));
    let _e33 = r0_;
    let _e34 = vec4<f32>(0.1f, 10f, 0f, 0f).xxxx;
    let _e35 = v0_;
    let _e42 = r0_;
    r0_ = select(_e42, (select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e35), vec4<bool>(true, true, false, false));
    r1_ = vec4<f32>(0.1f, 10f, 0f, 0f).zzzz;
    r2_ = vec4<f32>(0.1f, 10f, 0f, 0f).zzzz;
    let _e46 = v0_;
    let _e47 = dpdx(_e46);
    let _e48 = r1_;
    r1_ = select(_e48, _e47, vec4<bool>(true, true, false, false));
    let _e50 = v0_;
    let _e51 = dpdy(_e50);
    let _e52 = r2_;
    r2_ = select(_e52, _e51, vec4<bool>(true, true, false, false));
    let _e54 = r0_;
    let _e56 = r1_;
    let _e57 = r2_;
    let _e60 = textureSampleGrad(t0_, s0_, _e54.xy, _e56.xy, _e57.xy);
    r3_ = _e60;
    let _e61 = r3_;
    o0_ = _e61;
    let _e62 = o0_;
    return Output(_e62);
}
