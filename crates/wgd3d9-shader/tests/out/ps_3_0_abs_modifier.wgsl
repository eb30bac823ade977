struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e18 = v1_;
    v1_ = select(_e18, in1_, vec4<bool>(true, true, true, false));
    let _e21 = v0_;
    r0_ = _e21;
    let _e22 = r0_;
    r1_ = (abs(_e22) + -(vec4<f32>(1f, 0.5f, 0f, 0f).yyyy));
    let _e27 = v1_;
    let _e29 = r1_;
    let _e31 = r2_;
    r2_ = select(_e31, (abs(_e27) * _e29), vec4<bool>(true, true, true, false));
    let _e33 = r0_;
    r3_ = select(vec4<f32>(1f, 0.5f, 0f, 0f).zzzz, vec4<f32>(1f, 0.5f, 0f, 0f).xxxx, (-(abs(_e33)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e42 = r2_;
    r2_ = select(_e42, vec4<f32>(1f, 0.5f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
    let _e45 = r2_;
    let _e46 = r3_;
    let _e47 = r1_;
    o0_ = ((_e45 * _e46) + -(abs(_e47)));
    let _e52 = o0_;
    return Output(_e52);
}
