struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    let _e15 = v0_;
    v0_ = select(_e15, in0_, vec4<bool>(true, true, true, false));
    let _e18 = v0_;
    let _e19 = dpdx(_e18);
    let _e20 = r0_;
    r0_ = select(_e20, _e19, vec4<bool>(true, true, true, false));
    let _e22 = v0_;
    let _e23 = dpdy(_e22);
    let _e24 = r1_;
    r1_ = select(_e24, _e23, vec4<bool>(true, true, true, false));
    let _e26 = r0_;
    let _e27 = r1_;
    let _e30 = cross(_e26.xyz, _e27.xyz);
    let _e36 = r2_;
    r2_ = select(_e36, vec4<f32>(_e30.x, _e30.y, _e30.z, 0f), vec4<bool>(true, true, true, false));
    let _e38 = r2_;
    let _e45 = r3_;
    r3_ = select(_e45, (_e38 * vec4(inverseSqrt(dot(_e38.xyz, _e38.xyz)))), vec4<bool>(true, true, true, false));
    let _e47 = r3_;
    let _e52 = o0_;
    o0_ = select(_e52, ((_e47 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false));
    let _e55 = o0_;
    o0_ = select(_e55, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e58 = o0_;
    return Output(_e58);
}
